// App-wide providers, outermost first: i18n, Mantine (theme, color scheme from storage),
// notifications and the deferred modals manager, TanStack Query, then the session (auth feature).
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { DeferredModals } from '@/components/deferred-modals';
import { Toasts } from '@/components/toasts';
import { ReviewActionsContext, type ReviewActionTarget } from '@/components/review-extra-actions';
import { i18n } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { createColorSchemeManager, themeWithLabels } from '@/lib/theme';
import classes from './providers.module.css';

const colorSchemeManager = createColorSchemeManager(storage);

// review cards' Donate button: its code comes with the first review card, not with the entry
const DonateButton = lazy(() =>
  import('@/features/donations/components/donate-button').then((m) => ({
    default: m.DonateButton,
  })),
);

function renderDonateAction(review: ReviewActionTarget) {
  return (
    <Suspense fallback={null}>
      <DonateButton review={review} />
    </Suspense>
  );
}

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedMantineProvider env={env}>
        <Toasts className={classes.toasts} />
        <DeferredModals />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ReviewActionsContext.Provider value={renderDonateAction}>
              {children}
            </ReviewActionsContext.Provider>
          </AuthProvider>
        </QueryClientProvider>
      </ThemedMantineProvider>
    </I18nextProvider>
  );
}

/** Mantine with the theme in the current language (its close buttons' name). */
function ThemedMantineProvider({
  children,
  env,
}: {
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWithLabels(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      // the variables are a stylesheet (mantine-variables.css), not built in the first render
      withCssVariables={false}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      {children}
    </MantineProvider>
  );
}
