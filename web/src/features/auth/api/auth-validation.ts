// Each sign-in screen's validation, loaded when its form first validates or is focused (auth-resolvers.ts).
import type { LoginInput, ResetPasswordInput, SignUpInput } from '@toolshop/domain';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolvers = () => import('./auth-resolvers');

export const loginValidation = lazyResolver<LoginInput>(() => resolvers().then((module) => module.loginResolver));
export const signUpValidation = lazyResolver<SignUpInput>(() => resolvers().then((module) => module.signUpResolver));
export const resetPasswordValidation = lazyResolver<ResetPasswordInput>(() =>
  resolvers().then((module) => module.resetPasswordResolver),
);
