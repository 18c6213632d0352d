/** POST /api/login/signup in approval mode: the account exists but waits for staff. */
export interface AwaitingApprovalAnswer {
  awaitingApproval: true;
  message: string;
}

/** GET /api/login/signup-token */
export interface SignupTokenAnswer {
  formToken: string;
  minFormSeconds: number;
}
