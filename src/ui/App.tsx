import { BrowserRouter, Route, Routes } from 'react-router';
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
        <Routes>
          <Route
            path="/"
            element={
              <>
                <DrawingScreen />
                <HelpCards />
                <ModalHost />
              </>
            }
          />
          <Route path="/help" element={<HelpPage />} />
          <Route path="/engine" element={<EngineCheckPage />} />
          <Route path="/engine/tiles" element={<TilesCheckPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </ServicesProvider>
  );
}
