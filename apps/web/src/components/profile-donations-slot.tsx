// A slot for the profile's Donation History tab: the route fills it with the donations
// feature's list, the profile feature renders it, and neither imports the other (STYLE.md 8).
import { createContext, useContext, type ReactNode } from 'react';

export type RenderProfileDonations = (user: { id: string; address: string }) => ReactNode;

export const ProfileDonationsContext = createContext<RenderProfileDonations | null>(null);

export function useProfileDonationsSlot(): RenderProfileDonations | null {
  return useContext(ProfileDonationsContext);
}
