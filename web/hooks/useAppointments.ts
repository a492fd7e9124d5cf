import { useCallback, useState } from 'react';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import type { Identity } from '../api/http.ts';
import { useClearTranscriptions, useDeleteTranscription, useTranscriptions } from '../api/transcriptions.ts';
import { showToast } from '../components/Toast.tsx';
import { isServerCreated } from '../notes/appointment.ts';

/** Spec: a deleted card animates out for about 300 ms before the delete call. */
export const REMOVE_ANIMATION_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const withIds = (set: ReadonlySet<number>, ids: number[], on: boolean) => {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
};

/**
 * The appointment list with what the screen does to it: selection (falling back to the first), collapsed
 * blocks (server-created ones start collapsed), and deletes that animate out first and come back on failure.
 */
export function useAppointments(user: Identity) {
  const query = useTranscriptions(user);
  const list = query.data;
  const [selectedId, setSelectedId] = useState<number>();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number> | null>(null);
  /** Cards animating out or waiting for their delete call; they come back if it fails. */
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());

  if (list && collapsed === null) setCollapsed(new Set(list.filter(isServerCreated).map((t) => t.id)));

  const present = list?.filter((t) => !leaving.has(t.id)) ?? [];
  const selected = present.find((t) => t.id === selectedId) ?? present[0];

  const toggle = useCallback(
    (id: number) => setCollapsed((c) => withIds(c ?? new Set(), [id], !c?.has(id))),
    [],
  );

  const deleteOne = useDeleteTranscription(user).mutateAsync;
  const remove = useCallback(
    async (id: number) => {
      setLeaving((s) => withIds(s, [id], true));
      await wait(REMOVE_ANIMATION_MS);
      try {
        await deleteOne(id);
        showToast({ type: 'success', title: NOTES_MESSAGES.deletedTitle, message: NOTES_MESSAGES.deleted });
      } catch (e) {
        showToast({ type: 'error', title: NOTES_MESSAGES.deleteFailedTitle, message: (e as Error).message });
      } finally {
        // Gone from the cache on success; shown again on failure.
        setLeaving((s) => withIds(s, [id], false));
      }
    },
    [deleteOne],
  );

  const clearAll = useClearTranscriptions(user).mutateAsync;
  const clear = useCallback(async () => {
    const ids = (list ?? []).map((t) => t.id);
    setLeaving((s) => withIds(s, ids, true));
    await wait(REMOVE_ANIMATION_MS);
    try {
      await clearAll();
      showToast({ type: 'success', title: NOTES_MESSAGES.clearedTitle, message: NOTES_MESSAGES.cleared });
    } catch {
      showToast({ type: 'error', title: NOTES_MESSAGES.clearFailedTitle, message: NOTES_MESSAGES.clearFailed });
    } finally {
      setLeaving((s) => withIds(s, ids, false));
    }
  }, [list, clearAll]);

  return {
    /** Every card to draw, leaving ones included so they can animate out. */
    list: list ?? [],
    loading: query.isPending,
    loadError: query.error,
    selected,
    select: setSelectedId,
    collapsed: collapsed ?? new Set<number>(),
    toggle,
    leaving,
    remove,
    clear,
  };
}
