import { CAR_PANELS, type CarPanel, type Damage } from '@routier/domain';
import { useTranslation } from 'react-i18next';

type Box = { x: number; y: number; w: number; h: number };

/** The car from above, front at the top: each panel a tappable shape. */
const PANELS: Record<CarPanel, Box> = {
  front_bumper: { x: 40, y: 8, w: 120, h: 24 },
  hood: { x: 46, y: 34, w: 108, h: 70 },
  windshield: { x: 50, y: 106, w: 100, h: 30 },
  roof: { x: 50, y: 138, w: 100, h: 100 },
  rear_window: { x: 50, y: 240, w: 100, h: 28 },
  trunk: { x: 46, y: 270, w: 108, h: 60 },
  rear_bumper: { x: 40, y: 332, w: 120, h: 24 },
  left_front_fender: { x: 8, y: 34, w: 36, h: 70 },
  left_front_door: { x: 8, y: 106, w: 36, h: 80 },
  left_rear_door: { x: 8, y: 188, w: 36, h: 80 },
  left_rear_quarter: { x: 8, y: 270, w: 36, h: 60 },
  right_front_fender: { x: 156, y: 34, w: 36, h: 70 },
  right_front_door: { x: 156, y: 106, w: 36, h: 80 },
  right_rear_door: { x: 156, y: 188, w: 36, h: 80 },
  right_rear_quarter: { x: 156, y: 270, w: 36, h: 60 },
};

export type CarDiagramProps = {
  damages: readonly Damage[];
  /** a panel was tapped (or activated with the keyboard) */
  onPanel?: (panel: CarPanel) => void;
  /** the accessible name of the drawing */
  label: string;
  /** panels to outline as changed since pickup */
  changed?: readonly CarPanel[];
};

/** An SVG car diagram: marked panels are filled; tapping a panel reports it. Read-only without onPanel. */
export const CarDiagram = ({ damages, onPanel, label, changed = [] }: CarDiagramProps) => {
  const { t } = useTranslation();
  const marked = new Set(damages.map((d) => d.panel));
  return (
    <svg
      viewBox="0 0 200 364"
      role="group"
      aria-label={label}
      style={{ width: '100%', maxWidth: 260, display: 'block', margin: '0 auto' }}
    >
      <rect x={4} y={4} width={192} height={356} rx={40} fill="#f1f3f5" stroke="#adb5bd" />
      {CAR_PANELS.map((panel) => {
        const box = PANELS[panel];
        const kinds = damages.filter((d) => d.panel === panel).map((d) => t(`driver:damage.${d.kind}`));
        const name = t(`driver:panel.${panel}`);
        const interactive = onPanel !== undefined;
        return (
          <rect
            key={panel}
            data-panel={panel}
            x={box.x}
            y={box.y}
            width={box.w}
            height={box.h}
            rx={6}
            fill={marked.has(panel) ? '#fa5252' : '#ffffff'}
            fillOpacity={marked.has(panel) ? 0.75 : 1}
            stroke={changed.includes(panel) ? '#e8590c' : '#495057'}
            strokeWidth={changed.includes(panel) ? 4 : 1.5}
            role={interactive ? 'button' : 'img'}
            tabIndex={interactive ? 0 : undefined}
            aria-label={kinds.length ? `${name}: ${kinds.join(', ')}` : name}
            aria-pressed={interactive ? marked.has(panel) : undefined}
            style={{ cursor: interactive ? 'pointer' : 'default' }}
            onClick={() => onPanel?.(panel)}
            onKeyDown={(e) => {
              if (interactive && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onPanel(panel);
              }
            }}
          />
        );
      })}
    </svg>
  );
};
