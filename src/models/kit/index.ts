/**
 * The model kit: the wiring every model repeats (opening, loading, asking, announcing), once.
 * Models compose these pieces and keep only what is their own.
 */
export { createClipboardCopy } from './clipboard';
export { createConfirmation, type Confirmation } from './confirmation';
export { createDebounce } from './debounce';
export { createDisclosure, type Disclosure, type DisclosureOptions } from './disclosure';
export { createLatestSearch, type LatestSearch } from './latest-search';
export { firstMissing, type Absence, type NeededCall } from './first-missing';
export { createLoad, type Load, type LoadOptions } from './load';
export { keepPageModel, pageModel } from './page-models';
export { createInRegion, createShared, type RegionalModel } from './region';
export { toastFailure, toastOn, type ToastText } from './toast';
export { createDraftKeeping, type DraftKeeping, type DraftOptions } from './draft';
export { startWhenIdle } from './when-idle';
export type { ViewProps } from './view';
