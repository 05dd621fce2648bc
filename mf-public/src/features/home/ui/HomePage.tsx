import { CitiesSection } from './CitiesSection';
import { FinalCallToAction } from './FinalCallToAction';
import { HomeHero } from './HomeHero';
import { HowItWorks } from './HowItWorks';
import { OwnersTeaser } from './OwnersTeaser';
import { TrustBlock } from './TrustBlock';
import { WaysToLiveTogether } from './WaysToLiveTogether';

/** `/`: loaded with the remote (no lazy chunk) because it is the most visited page. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <WaysToLiveTogether />
      <CitiesSection />
      <OwnersTeaser />
      <TrustBlock />
      <FinalCallToAction />
    </>
  );
}
