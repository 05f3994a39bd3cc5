/** Where the console lives (the page table's ConsolePage `path`), and its own addresses below it. */
export const CONSOLE_BASE = '/merchant';

export const consolePath = (sub = ''): string => (sub ? `${CONSOLE_BASE}/${sub}` : CONSOLE_BASE);
