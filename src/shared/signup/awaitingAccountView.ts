/** An account waiting for approval, as the staff's list shows it. */
export interface AwaitingAccountView {
  id: number;
  nickname: string;
  email: string | null;
  phone: string | null;
  signupIp: string;
  createdAt: string;
}
