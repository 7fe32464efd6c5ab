import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../data/data-provider';

const inRange = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The radius check, without a map: the locations whose news a reader standing at the form's point
 * is given, by the same distance and site radius as the public location news.
 */
export function LocationRadiusPanel({ latitude, longitude }: { latitude: unknown; longitude: unknown }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const ready = inRange(latitude, 90) && inRange(longitude, 180);
  const { data } = useQuery({
    queryKey: ['locations.near', latitude, longitude],
    queryFn: () => dataProvider.callRoute('locations.near', { query: { latitude: String(latitude), longitude: String(longitude) } }),
    enabled: ready,
  });
  return (
    <Box component="section" aria-labelledby="location-radius-heading" aria-live="polite" sx={{ mt: 2, maxWidth: 480 }}>
      <Typography id="location-radius-heading" component="h2" variant="h6">
        {translate('console.taxonomy.radius_heading')}
      </Typography>
      {!ready || !data ? (
        <Typography variant="body2">{translate('console.taxonomy.radius_enter')}</Typography>
      ) : data.locations.length === 0 ? (
        <Typography variant="body2">{translate('console.taxonomy.radius_none', { km: data.radius_km })}</Typography>
      ) : (
        <>
          <Typography variant="body2">{translate('console.taxonomy.radius_help', { km: data.radius_km })}</Typography>
          <List dense aria-labelledby="location-radius-heading">
            {data.locations.map((location) => (
              <ListItem key={location.id}>
                <ListItemText primary={translate('console.taxonomy.distance', { name: location.location_name, km: location.distance_km })} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
