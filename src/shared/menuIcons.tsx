import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import DateRange from '@mui/icons-material/DateRange';
import Functions from '@mui/icons-material/Functions';
import ListAlt from '@mui/icons-material/ListAlt';
import Schedule from '@mui/icons-material/Schedule';
import type { ReactElement } from 'react';

/** The icons a declaration may name for its menu entry (domain/ holds no React). */
const icons: Record<string, () => ReactElement> = {
  Business: () => <Business />,
  Category: () => <Category />,
  DateRange: () => <DateRange />,
  Functions: () => <Functions />,
  Schedule: () => <Schedule />,
};

export const menuIcon = (name: string | undefined) => (name && icons[name]?.()) || <ListAlt />;
