import type {
  Activity, Cycle, DemoDocument, Issue, Label, Module, Project, State, Theme, Workspace,
} from '../src/domain/entities';
import type { Link } from '../src/domain/link';
import { buildSeed, type Seed, type SeedUser } from '../fixtures/seed';
import { makeHostile } from '../fixtures/hostile';
import type { DataSet } from './scenarios';

export interface StoredUser extends SeedUser {
  theme: Theme | null;
}

export interface Asset {
  id: string;
  /** Path part of the URL, without the leading slash: `uploads/{owner}/{id}.{ext}`. */
  path: string;
  owner: 'workspace' | 'user';
  owner_id: string;
  content_type: string;
  /** The real bytes, base64-encoded so they survive the session store. */
  base64: string;
  deleted: boolean;
  attributes: Record<string, unknown>;
}

export interface ExportJob { id: string; format: string; created_at: string; created_by: string; rows: number }
export interface ImportJob { id: string; provider: string; source: string; status: string; created_at: string; created_by: string }
export interface Webhook { id: string; url: string; created_at: string }
export interface ApiToken { id: string; label: string; created_at: string }
export type IssueLink = Link & { issue_id: string };

type Row = { id: string };

/** A keyed table that remembers which rows the session changed, so only changes are persisted. */
export class Table<T extends Row> {
  private rows = new Map<string, T>();
  readonly changes = new Map<string, T | null>();
  constructor(rows: T[], private onChange: () => void) {
    for (const row of rows) this.rows.set(row.id, row);
  }
  all(): T[] {
    return [...this.rows.values()];
  }
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  get size(): number {
    return this.rows.size;
  }
  insert(row: T): T {
    this.rows.set(row.id, row);
    this.changes.set(row.id, row);
    this.onChange();
    return row;
  }
  update(id: string, patch: Partial<T>): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    this.rows.set(id, next);
    this.changes.set(id, next);
    this.onChange();
    return next;
  }
  remove(id: string): boolean {
    const existed = this.rows.delete(id);
    if (existed) {
      this.changes.set(id, null);
      this.onChange();
    }
    return existed;
  }
  /** Applies persisted changes without recording them again. */
  restore(changes: Record<string, T | null>): void {
    for (const [id, row] of Object.entries(changes)) {
      if (row === null) this.rows.delete(id);
      else this.rows.set(id, row);
      this.changes.set(id, row);
    }
  }
}

export interface SessionStore {
  load(key: string): string | null;
  save(key: string, value: string): void;
  remove(key: string): void;
}

export const memoryStore = (): SessionStore => {
  const map = new Map<string, string>();
  return { load: (k) => map.get(k) ?? null, save: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
};

export type MockSession = 'fresh' | 'ended' | 'renewed';

/**
 * Where the browser's mock keeps a data set's edits and its session's state (sessionStorage): a
 * key under either means the mock no longer answers as the seed does.
 */
export const MOCK_STORE_KEY_PREFIX = 'plane-mock-db:';
export const MOCK_SESSION_KEY_PREFIX = 'plane-mock-session:';

export class MockDb {
  readonly workspace: Table<Workspace>;
  readonly users: Table<StoredUser>;
  readonly projects: Table<Project>;
  readonly states: Table<State>;
  readonly labels: Table<Label>;
  readonly issues: Table<Issue>;
  readonly cycles: Table<Cycle>;
  readonly modules: Table<Module>;
  readonly issueLinks: Table<IssueLink>;
  readonly activities: Table<Activity>;
  readonly assets: Table<Asset>;
  readonly exports: Table<ExportJob>;
  readonly imports: Table<ImportJob>;
  readonly webhooks: Table<Webhook>;
  readonly apiTokens: Table<ApiToken>;
  readonly demoDocuments: Table<DemoDocument>;
  /** Calls made, for QA and tests to observe (e.g. that the old avatar was deleted). */
  readonly log: Array<{ method: string; path: string; at: number }> = [];
  /** AI requests per `${userId}:${YYYY-MM}`. */
  aiUsage = new Map<string, number>();
  /** The `session-expires` scenario's session: fresh, ended by the first write, renewed by signing in. */
  private sessionState: MockSession = 'fresh';
  readonly seed: Seed;
  readonly currentUserId: string;
  private saveScheduled = false;

  constructor(readonly dataSet: DataSet, private store: SessionStore = memoryStore()) {
    const seed = buildSeed(
      dataSet === 'empty' ? { empty: true }
        : dataSet === 'large' ? { issuesInFirstProject: 10_000, issuesPerOtherProject: 50, activities: 5_000 }
        : {},
    );
    this.seed = dataSet === 'hostile' ? makeHostile(seed) : seed;
    const changed = () => this.scheduleSave();
    const s = this.seed;
    this.currentUserId = s.currentUserId;
    this.workspace = new Table([s.workspace], changed);
    this.users = new Table(s.users.map((u) => ({ ...u, theme: null })), changed);
    this.projects = new Table(s.projects, changed);
    this.states = new Table(s.states, changed);
    this.labels = new Table(s.labels, changed);
    this.issues = new Table(s.issues, changed);
    this.cycles = new Table(s.cycles, changed);
    this.modules = new Table(s.modules, changed);
    this.issueLinks = new Table(s.issueLinks, changed);
    this.activities = new Table(s.activities, changed);
    this.assets = new Table<Asset>([], changed);
    this.exports = new Table<ExportJob>([], changed);
    this.imports = new Table<ImportJob>([], changed);
    this.webhooks = new Table<Webhook>([], changed);
    this.apiTokens = new Table<ApiToken>([], changed);
    this.demoDocuments = new Table<DemoDocument>(s.demoDocuments, changed);
    this.load();
    const session = this.store.load(this.sessionKey);
    if (session === 'ended' || session === 'renewed') this.sessionState = session;
  }

  private get sessionKey(): string {
    return `${MOCK_SESSION_KEY_PREFIX}${this.dataSet}`;
  }

  get session(): MockSession {
    return this.sessionState;
  }

  set session(next: MockSession) {
    this.sessionState = next;
    try {
      this.store.save(this.sessionKey, next);
    } catch {
      // Kept in memory for this page only.
    }
  }

  private get tables(): Record<string, Table<Row>> {
    return {
      workspace: this.workspace, users: this.users, projects: this.projects, states: this.states, labels: this.labels,
      issues: this.issues, cycles: this.cycles, modules: this.modules, issueLinks: this.issueLinks,
      activities: this.activities, assets: this.assets, exports: this.exports, imports: this.imports,
      webhooks: this.webhooks, apiTokens: this.apiTokens, demoDocuments: this.demoDocuments,
    } as unknown as Record<string, Table<Row>>;
  }

  private get storeKey(): string {
    return `${MOCK_STORE_KEY_PREFIX}${this.dataSet}`;
  }

  private load(): void {
    const raw = this.store.load(this.storeKey);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as { tables: Record<string, Record<string, Row | null>>; aiUsage?: Array<[string, number]> };
      for (const [name, changes] of Object.entries(saved.tables)) this.tables[name]?.restore(changes);
      this.aiUsage = new Map(saved.aiUsage ?? []);
    } catch {
      this.store.remove(this.storeKey);
    }
  }

  scheduleSave(): void {
    if (this.saveScheduled) return;
    this.saveScheduled = true;
    queueMicrotask(() => {
      this.saveScheduled = false;
      this.save();
    });
  }

  private save(): void {
    const tables: Record<string, Record<string, Row | null>> = {};
    for (const [name, table] of Object.entries(this.tables)) {
      if (table.changes.size) tables[name] = Object.fromEntries(table.changes);
    }
    const aiUsage = [...this.aiUsage];
    try {
      this.store.save(this.storeKey, JSON.stringify({ tables, aiUsage }));
      return;
    } catch {
      // The session store holds about 5 MB: large uploaded files are what fill it.
    }
    // Keep every other edit; the biggest files stay in memory for this page only.
    const assets = tables.assets as Record<string, Asset | null> | undefined;
    const dropped = Object.values(assets ?? {}).filter((a): a is Asset => a !== null && a.base64.length > 256 * 1024);
    for (const asset of dropped) delete assets![asset.id];
    try {
      this.store.save(this.storeKey, JSON.stringify({ tables, aiUsage }));
      if (dropped.length) console.warn(`${dropped.length} large uploaded file(s) are kept for this page only: the session store is full.`);
    } catch (error) {
      console.warn('Mock database changes could not be saved for this session.', error);
    }
  }

  currentUser(): StoredUser {
    return this.users.get(this.currentUserId)!;
  }

  reset(): void {
    this.store.remove(this.storeKey);
    this.store.remove(this.sessionKey);
  }
}

/** Namespaces other than the default kept at once; the least recently used goes first. */
export const MAX_NAMESPACES = 12;

/**
 * One database per data set and namespace (mocks/namespace.ts); scenarios over the same data set
 * share it, so switching keeps edits. The default namespace ('') is never evicted.
 */
export function createDbRegistry(store: () => SessionStore) {
  const namespaces = new Map<string, Map<DataSet, MockDb>>();
  const dropNamespace = (namespace: string) => {
    for (const db of namespaces.get(namespace)?.values() ?? []) db.reset();
    namespaces.delete(namespace);
  };
  return {
    get(dataSet: DataSet, namespace = ''): MockDb {
      let dbs = namespaces.get(namespace);
      if (dbs) {
        // Map order is insertion order: re-inserting marks the namespace as the most recently used.
        namespaces.delete(namespace);
        namespaces.set(namespace, dbs);
      } else {
        dbs = new Map();
        namespaces.set(namespace, dbs);
        const others = [...namespaces.keys()].filter((n) => n !== '');
        for (const stale of others.slice(0, Math.max(0, others.length - MAX_NAMESPACES))) dropNamespace(stale);
      }
      let db = dbs.get(dataSet);
      if (!db) {
        db = new MockDb(dataSet, store());
        dbs.set(dataSet, db);
      }
      return db;
    },
    /** Drops one namespace's edits, or every namespace's when none is named. */
    reset(namespace?: string): void {
      if (namespace !== undefined) {
        dropNamespace(namespace);
        return;
      }
      for (const name of [...namespaces.keys()]) dropNamespace(name);
    },
  };
}
