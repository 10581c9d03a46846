import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { PlanimetryApp } from '../app/createApp';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage';
import { LoginPage } from './auth/LoginPage';
import { NavigatorBinding } from './auth/NavigatorBinding';
import { PlaceholderPage } from './auth/PlaceholderPage';
import { PublicLayout } from './auth/PublicLayout';
import { RegisterCompletePage } from './auth/RegisterCompletePage';
import { RegisterPage } from './auth/RegisterPage';
import { RedirectIfAuthenticated, RequireAuth } from './auth/RequireAuth';
import { VerifyPage } from './auth/VerifyPage';
import { AppProvider } from './AppServices';
import { RequireAccess } from './billing/RequireAccess';
import { NotFoundPage } from './NotFoundPage';
import { RouteLoadFailure } from './RouteLoadFailure';

/**
 * The pages that draw or measure load with their routes: the drawing screen's code and the editor
 * part of the app (the editor, the kernel worker) in parallel, the developer pages with the kernel
 * worker only. The public pages carry none of it.
 */
function lazyRoutes(app: PlanimetryApp) {
  return {
    DrawingRoute: lazy(async () => {
      const [{ DrawingRoute }, editor] = await Promise.all([import('./DrawingRoute'), app.loadEditor()]);
      return { default: () => <DrawingRoute editor={editor} /> };
    }),
    EngineCheckPage: lazy(async () => {
      const [{ EngineCheckPage }, kernels] = await Promise.all([import('./engine/EngineCheckPage'), app.loadKernels()]);
      return { default: () => <EngineCheckPage kernels={kernels} /> };
    }),
    TilesCheckPage: lazy(async () => {
      const [{ TilesCheckPage }, kernels] = await Promise.all([import('./engine/TilesCheckPage'), app.loadKernels()]);
      return { default: () => <TilesCheckPage kernels={kernels} /> };
    }),
    HelpPage: lazy(async () => ({ default: (await import('./help/HelpPage')).HelpPage })),
    // The plans and card pages: checkout, and Stripe.js only when the server uses Stripe.
    SubscriptionPage: lazy(async () => ({ default: (await import('./billing/SubscriptionPage')).SubscriptionPage })),
    UpdateCardPage: lazy(async () => ({ default: (await import('./billing/UpdateCardPage')).UpdateCardPage })),
  };
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <RouteLoadFailure>
      <Suspense
        fallback={
          <p className="auth-pending" role="status">
            Loading…
          </p>
        }
      >
        {children}
      </Suspense>
    </RouteLoadFailure>
  );
}

export function App({ app }: { app: PlanimetryApp }) {
  const { DrawingRoute, EngineCheckPage, TilesCheckPage, HelpPage, SubscriptionPage, UpdateCardPage } = useMemo(() => lazyRoutes(app), [app]);
  return (
    <AppProvider app={app}>
      <BrowserRouter>
        <NavigatorBinding navigator={app.core.navigator} />
        <Routes>
          <Route
            path="/"
            element={
              <RequireAuth>
                <RequireAccess>
                  <Loading>
                    <DrawingRoute />
                  </Loading>
                </RequireAccess>
              </RequireAuth>
            }
          />
          <Route element={<PublicLayout />}>
            <Route
              path="/login"
              element={
                <RedirectIfAuthenticated>
                  <LoginPage />
                </RedirectIfAuthenticated>
              }
            />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/verify/:token" element={<VerifyPage />} />
            <Route path="/confirm-email/:token" element={<ConfirmEmailPage />} />
            <Route path="/register-complete" element={<RegisterCompletePage />} />
            <Route
              path="/update-card"
              element={
                <RequireAuth>
                  <Loading>
                    <UpdateCardPage />
                  </Loading>
                </RequireAuth>
              }
            />
            <Route
              path="/subscription"
              element={
                <Loading>
                  <SubscriptionPage />
                </Loading>
              }
            />
            <Route path="/contact" element={<PlaceholderPage title="Contact" />} />
            <Route path="/download" element={<PlaceholderPage title="Download" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route
            path="/help"
            element={
              <Loading>
                <HelpPage />
              </Loading>
            }
          />
          <Route
            path="/engine"
            element={
              <Loading>
                <EngineCheckPage />
              </Loading>
            }
          />
          <Route
            path="/engine/tiles"
            element={
              <Loading>
                <TilesCheckPage />
              </Loading>
            }
          />
        </Routes>
      </BrowserRouter>
    </AppProvider>
  );
}
