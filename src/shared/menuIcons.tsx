import AddBusiness from '@mui/icons-material/AddBusiness';
import AppRegistration from '@mui/icons-material/AppRegistration';
import Article from '@mui/icons-material/Article';
import Assignment from '@mui/icons-material/Assignment';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import DateRange from '@mui/icons-material/DateRange';
import EditLocationAlt from '@mui/icons-material/EditLocationAlt';
import EditNote from '@mui/icons-material/EditNote';
import Functions from '@mui/icons-material/Functions';
import Grading from '@mui/icons-material/Grading';
import HowToVote from '@mui/icons-material/HowToVote';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalHospital from '@mui/icons-material/LocalHospital';
import MailOutline from '@mui/icons-material/MailOutline';
import Outbox from '@mui/icons-material/Outbox';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import type { ReactElement } from 'react';

/** The icons a declaration may name for its menu entry (domain/ holds no React). */
const icons: Record<string, () => ReactElement> = {
  AddBusiness: () => <AddBusiness />,
  AppRegistration: () => <AppRegistration />,
  EditNote: () => <EditNote />,
  LocalHospital: () => <LocalHospital />,
  Article: () => <Article />,
  Assignment: () => <Assignment />,
  EditLocationAlt: () => <EditLocationAlt />,
  ListAlt: () => <ListAlt />,
  MailOutline: () => <MailOutline />,
  Outbox: () => <Outbox />,
  Business: () => <Business />,
  Category: () => <Category />,
  DateRange: () => <DateRange />,
  Functions: () => <Functions />,
  Grading: () => <Grading />,
  HowToVote: () => <HowToVote />,
  Schedule: () => <Schedule />,
  School: () => <School />,
};

export const menuIcon = (name: string | undefined) => (name && icons[name]?.()) || <ListAlt />;
