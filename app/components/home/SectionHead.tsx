// The heading block every landing section opens with: a numbered eyebrow with its rule, the title and an intro.
import { SectionEyebrow } from "../SectionEyebrow.tsx";
interface SectionHeadProps {
  num: string;
  eyebrow: string;
  title: string;
  intro?: string;
  id: string;
  /** Sub-sections of the ecosystem use h3 under its h2. */
  level?: 2 | 3;
}

export function SectionHead({ num, eyebrow, title, intro, id, level = 2 }: SectionHeadProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <header className="section-head">
      <SectionEyebrow num={num} label={eyebrow} />
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {intro && <p className="section-intro">{intro}</p>}
    </header>
  );
}
