import Place from '@mui/icons-material/PlaceOutlined';
import { Avatar, Box, Card, CardActionArea, CardContent, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { profilePath, type Vet } from './types';

const initials = (vet: Vet) => `${vet.firstname?.[0] ?? ''}${vet.lastname?.[0] ?? ''}`.toUpperCase();

/** How many columns of cards fit: 3 on a wide screen, 2 on a tablet, 1 on a phone. */
export function useCardColumns() {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const isTablet = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  return isPhone ? 1 : isTablet ? 2 : 3;
}

export const VetCard = ({ vet }: { vet: Vet }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', height: '100%' }}>
      <CardActionArea component={Link} to={profilePath(vet.ordenummer)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {initials(vet)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" noWrap>
              {vet.lastname} {vet.firstname}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('dierenartsen.ordenummer', { ordenummer: vet.ordenummer })}
            </Typography>
            {vet.locality && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <Place fontSize="inherit" aria-hidden />
                {vet.locality}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/** The page of results as cards in columns; each card opens the member's profile sheet. */
export const VetCards = () => {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<Vet>();
  const columns = useCardColumns();
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(Object.keys(filterValues ?? {}).length > 0 ? 'dierenartsen.no_results_filtered' : 'dierenartsen.no_results')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={translate('dierenartsen.results')}
      data-columns={columns}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, m: 0 }}
    >
      {data.map((vet) => (
        <VetCard key={vet.id} vet={vet} />
      ))}
    </Box>
  );
};
