import { BrowserRouter, Route, Routes } from 'react-router';
import { ConfirmEmailPage } from './auth/ConfirmEmailPage';
import { LoginPage } from './auth/LoginPage';
import { NavigatorBinding } from './auth/navigator';
import { PlaceholderPage } from './auth/PlaceholderPage';
import { PublicLayout } from './auth/PublicLayout';
import { RegisterCompletePage } from './auth/RegisterCompletePage';
import { RegisterPage } from './auth/RegisterPage';
import { RedirectIfAuthenticated, RequireAuth } from './auth/RequireAuth';
import { VerifyPage } from './auth/VerifyPage';
import { ServicesProvider, type AppServices } from './AppServices';
import { DrawingScreen } from './DrawingScreen';
import { EngineCheckPage } from './engine/EngineCheckPage';
import { TilesCheckPage } from './engine/TilesCheckPage';
import { HelpCards } from './help/HelpCards';
import { HelpPage } from './help/HelpPage';
import { ModalHost } from './modals/ModalHost';
import { NotFoundPage } from './NotFoundPage';

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <BrowserRouter>
        <NavigatorBinding navigator={services.navigator} />
        <Routes>
          <Route
            path="/"
            element={
              <RequireAuth>
                <DrawingScreen />
                <HelpCards />
                <ModalHost />
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
                  <PlaceholderPage title="Update card" />
                </RequireAuth>
              }
            />
            <Route path="/subscription" element={<PlaceholderPage title="Pricing" />} />
            <Route path="/contact" element={<PlaceholderPage title="Contact" />} />
            <Route path="/download" element={<PlaceholderPage title="Download" />} />
          </Route>
          <Route path="/help" element={<HelpPage />} />
          <Route path="/engine" element={<EngineCheckPage />} />
          <Route path="/engine/tiles" element={<TilesCheckPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </ServicesProvider>
  );
}
