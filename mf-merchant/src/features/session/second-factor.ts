import { create } from 'zustand';

/**
 * The code-again dialog's state (149): calls refused because the session's second factor is too old wait here until
 * the person gives the code again (then each is sent once more, so what they typed is kept and saved), or closes the
 * dialog (then each fails with its refusal, as before).
 */
interface SecondFactorPrompt {
  open: boolean;
  waiting: Array<{ resolve: () => void; reject: () => void }>;
  ask(): Promise<void>;
  given(): void;
  dismissed(): void;
}

export const useSecondFactorPrompt = create<SecondFactorPrompt>()((set, get) => ({
  open: false,
  waiting: [],
  ask() {
    return new Promise<void>((resolve, reject) =>
      set((state) => ({ open: true, waiting: [...state.waiting, { resolve, reject }] })),
    );
  },
  given() {
    const { waiting } = get();
    set({ open: false, waiting: [] });
    for (const call of waiting) call.resolve();
  },
  dismissed() {
    const { waiting } = get();
    set({ open: false, waiting: [] });
    for (const call of waiting) call.reject();
  },
}));
