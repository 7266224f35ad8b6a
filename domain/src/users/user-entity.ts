// Users and profiles: the stored documents and the spec's REST shapes (SPEC §3).

export type Role = 'admin' | '';

export interface UserDoc {
  email: string;
  displayName: string;
  role: Role;
  updatedAt?: unknown;
}

/** SPEC §3 user: `roll` is 'admin' when set, otherwise empty. */
export interface User {
  _id: string;
  email: string;
  displayName: string;
  roll: Role;
}

export function toUser(uid: string, doc: UserDoc): User {
  return { _id: uid, email: doc.email, displayName: doc.displayName, roll: doc.role };
}

export interface ProfileDoc {
  email: string;
  education: string;
  location: string;
  number: string;
  linkedin: string;
  updatedAt?: unknown;
}

export type Profile = Omit<ProfileDoc, 'updatedAt'>;

export function toProfile(doc: ProfileDoc): Profile {
  return {
    email: doc.email,
    education: doc.education,
    location: doc.location,
    number: doc.number,
    linkedin: doc.linkedin,
  };
}
