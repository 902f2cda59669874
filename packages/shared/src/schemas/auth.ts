import { z } from 'zod';
import { addressSchema } from '../address.ts';
import { meSchema } from './user.ts';

export const loginBodySchema = z.object({ address: addressSchema });
export const loginResultSchema = z.object({ verifyCode: z.string(), message: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const verifyLoginBodySchema = z.object({
  address: addressSchema,
  sign: z.string().regex(/^0x[0-9a-fA-F]+$/, 'invalid_signature'),
});
export const verifyLoginResultSchema = z.object({ access_token: z.string(), user: meSchema });
export type VerifyLoginResult = z.infer<typeof verifyLoginResultSchema>;

/** The spec's plain challenge text, accepted only with AUTH_ALLOW_OTP_MESSAGE. */
export function otpMessage(code: string): string {
  return `Otp code: ${code}`;
}
