// Ports and folders are offset by PLAZA_E2E_PORT_BASE so that two runs can share a machine.
const base = Number(process.env.PLAZA_E2E_PORT_BASE ?? 3100);

/** The two servers the end-to-end run starts: one left uninstalled for the wizard, one installed for the rest. */
export const E2E_SERVERS = {
  fresh: { port: base + 1, url: `http://127.0.0.1:${base + 1}`, dataDir: `.tmp/e2e-${base}/fresh` },
  main: { port: base + 2, url: `http://127.0.0.1:${base + 2}`, dataDir: `.tmp/e2e-${base}/main` },
} as const;

/** The local page the link preview spec serves; the main server may fetch it though it is on 127.0.0.1. */
export const E2E_PREVIEW_PORT = base + 31;

export const E2E_ADMIN = { username: 'admin', password: 'admin-pass-123' } as const;

export function e2eDatabaseName(purpose: string): string {
  return `plaza_e2e_${process.env.PLAZA_E2E_RUN ?? 'local'}_${purpose}`;
}
