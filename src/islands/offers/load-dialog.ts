/**
 * The 'Make an offer' dialog's code, loaded when a member first reaches for it (the ad page's button or the chat's),
 * once per page; a failed load is forgotten so the next press tries again.
 */
let dialogRequest: Promise<typeof import('./MakeOfferDialog.tsx')> | undefined;

export const loadMakeOfferDialog = () =>
  (dialogRequest ??= import('./MakeOfferDialog.tsx').catch((err: unknown) => {
    dialogRequest = undefined;
    throw err;
  }));

export type MakeOfferDialogComponent = Awaited<ReturnType<typeof loadMakeOfferDialog>>['default'];
