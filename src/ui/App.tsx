import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { PlanimetryApp } from '../app/createApp';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage';
import { LoginPage } from './auth/LoginPage';
import { NavigatorBinding } from './auth/NavigatorBinding';
import { PublicLayout } from './auth/PublicLayout';
import { RegisterCompletePage } from './auth/RegisterCompletePage';
import { RegisterPage } from './auth/RegisterPage';
import { RedirectIfAuthenticated, RequireAuth } from './auth/RequireAuth';
import { VerifyPage } from './auth/VerifyPage';
import { MobileToDownload } from './home/MobileToDownload';
import { RootRoute } from './home/RootRoute';
import { OfflineNotice } from './pwa/OfflineNotice';
import { LiveConnectionNotice } from './pwa/LiveConnectionNotice';
import { AppProvider } from './AppServices';
import { RequireAccess } from './billing/RequireAccess';
import { NotFoundPage } from './NotFoundPage';
import { RouteLoadFailure } from './RouteLoadFailure';
import { ContactPage } from './site/ContactPage';
// Not lazy: the page is the registration form's fields again, already in the first screen's script;
// a chunk of its own made the bundler split those shared modules out of it for every route.
import { EducatorUpdatePage } from './classroom/EducatorUpdatePage';
import { PAGE_BASE_PATH } from '../net/appAddress';

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
    // The legal pages share one chunk, loaded when one of them opens.
    PrivacyPolicyPage: lazy(async () => ({ default: (await import('./site/legal/LegalPages')).PrivacyPolicyPage })),
    CookiePolicyPage: lazy(async () => ({ default: (await import('./site/legal/LegalPages')).CookiePolicyPage })),
    TermsPage: lazy(async () => ({ default: (await import('./site/legal/LegalPages')).TermsPage })),
  };
}

// The public site's pages that need nothing of the app's lazy parts (download, the API page, the blog).
const DownloadPage = lazy(async () => ({ default: (await import('./download/DownloadPage')).DownloadPage }));
const ApiPage = lazy(async () => ({ default: (await import('./content/ApiPage')).ApiPage }));
const BlogListPage = lazy(async () => ({ default: (await import('./content/BlogListPage')).BlogListPage }));
const BlogPostPage = lazy(async () => ({ default: (await import('./content/BlogPostPage')).BlogPostPage }));

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
  const {
    DrawingRoute,
    EngineCheckPage,
    TilesCheckPage,
    HelpPage,
    SubscriptionPage,
    UpdateCardPage,
    PrivacyPolicyPage,
    CookiePolicyPage,
    TermsPage,
  } = useMemo(() => lazyRoutes(app), [app]);
  return (
    <AppProvider app={app}>
      <BrowserRouter basename={PAGE_BASE_PATH}>
        <NavigatorBinding navigator={app.core.navigator} />
        <OfflineNotice />
        <LiveConnectionNotice />
        <Routes>
          <Route
            path="/"
            element={
              <RootRoute
                app={
                  <RequireAccess>
                    <Loading>
                      <DrawingRoute />
                    </Loading>
                  </RequireAccess>
                }
              />
            }
          />
          <Route element={<PublicLayout />}>
            <Route
              path="/login"
              element={
                <RedirectIfAuthenticated>
                  <MobileToDownload>
                    <LoginPage />
                  </MobileToDownload>
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
              path="/educator-update"
              element={<EducatorUpdatePage />}
            />
            <Route
              path="/subscription"
              element={
                <Loading>
                  <SubscriptionPage />
                </Loading>
              }
            />
            <Route path="/contact" element={<ContactPage />} />
            <Route
              path="/download"
              element={
                <Loading>
                  <DownloadPage />
                </Loading>
              }
            />
            <Route
              path="/privacy-policy"
              element={
                <Loading>
                  <PrivacyPolicyPage />
                </Loading>
              }
            />
            <Route
              path="/cookie-policy"
              element={
                <Loading>
                  <CookiePolicyPage />
                </Loading>
              }
            />
            <Route
              path="/terms-and-conditions"
              element={
                <Loading>
                  <TermsPage />
                </Loading>
              }
            />
            <Route
              path="/help"
              element={
                <Loading>
                  <HelpPage />
                </Loading>
              }
            />
            <Route
              path="/api"
              element={
                <Loading>
                  <ApiPage />
                </Loading>
              }
            />
            <Route
              path="/blog"
              element={
                <Loading>
                  <BlogListPage />
                </Loading>
              }
            />
            <Route
              path="/blog/:slug"
              element={
                <Loading>
                  <BlogPostPage />
                </Loading>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
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
