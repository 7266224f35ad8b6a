/** Who asks: the verified user behind a request or a task (from the Firebase ID token). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  admin: boolean;
}
