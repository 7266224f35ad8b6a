// The sign-in screens' validation: domain's schemas through react-hook-form's zod resolver. Its own chunk, loaded
// when a screen's form first validates or is focused (components/form/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, resetPasswordSchema, signUpSchema } from '@toolshop/domain';

export const loginResolver = zodResolver(loginSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
