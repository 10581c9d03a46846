import { BrowserRouter, Route, Routes } from 'react-router';
import { ServicesProvider, type AppServices } from './AppServices';
import { DrawingScreen } from './DrawingScreen';
import { NotFoundPage } from './NotFoundPage';

export function App({ services }: { services: AppServices }) {
  return (
    <ServicesProvider services={services}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<DrawingScreen />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </BrowserRouter>
    </ServicesProvider>
  );
}
