/** The verified user behind a request (from the Firebase ID token). */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  admin: boolean;
}
