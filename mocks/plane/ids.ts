import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The Plane-shaped server's ids. The mock database keeps the seed's readable ids
 * (`project-0001`); everything the server answers carries a UUID made when the server starts, and
 * the seed workspace answers to a slug made then too, so no client and no test can pass on the
 * seed's ids by accident. A UUID the map has never handed out names nothing.
 */
export class PlaneIds {
  private readonly uuids = new Map<string, string>();
  private readonly specIds = new Map<string, string>();

  constructor(readonly slug: string = `northwind-${randomBytes(3).toString('hex')}`) {}

  /** The UUID of a mock database id, made on first sight. */
  uuid(specId: string): string {
    let uuid = this.uuids.get(specId);
    if (!uuid) {
      uuid = randomUUID();
      this.uuids.set(specId, uuid);
      this.specIds.set(uuid, specId);
    }
    return uuid;
  }

  uuidOrNull(specId: string | null | undefined): string | null {
    return specId ? this.uuid(specId) : null;
  }

  /** The mock database id behind a UUID the server handed out, or undefined. */
  specId(uuid: string): string | undefined {
    return this.specIds.get(uuid.toLowerCase());
  }

  /** Every pair handed out so far, mock database id first. */
  entries(): Array<[string, string]> {
    return [...this.uuids];
  }
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
