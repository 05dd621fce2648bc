import { formatEuro, type ManagementOverview, type Tenancy } from '@coloc/shared';
import { Button } from '@coloc/shared/ui';
import { useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { formatDay, todayInParis } from '../../../entities/owner-common/model/formValues';
import page from '../../../entities/owner-common/ui/OwnerPage.module.css';
import table from '../../../entities/owner-common/ui/ResponsiveTable.module.css';
import { EndTenancyDialog } from './EndTenancyDialog';
import styles from './Management.module.css';

interface Row {
  key: string;
  label: string;
  tenancy: Tenancy | null;
  rent: number | null;
  charges: number | null;
}

function rowsOf(overview: ManagementOverview, wholeHomeLabel: string): Row[] {
  const rows: Row[] = overview.rooms.map(({ room, display_name, tenancy }) => ({
    key: `room-${room.id}`,
    label: display_name,
    tenancy,
    rent: tenancy?.rent ?? room.rent,
    charges: tenancy?.charges ?? room.charges,
  }));
  if (overview.whole_home) {
    rows.unshift({ key: 'whole', label: wholeHomeLabel, tenancy: overview.whole_home, rent: overview.whole_home.rent, charges: overview.whole_home.charges });
  }
  return rows;
}

/** Who lives in each room (or 'Libre'), at what rent, and the end of a tenancy after confirmation. */
export function RoomsSection({ overview }: { overview: ManagementOverview }) {
  const t = useTexts();
  const [ending, setEnding] = useState<{ tenancy: Tenancy | null; open: boolean }>({ tenancy: null, open: false });
  const [done, setDone] = useState('');
  const rows = rowsOf(overview, t('management.rooms.wholeHome'));
  const today = todayInParis();

  return (
    <section className={page.section} aria-labelledby="management-rooms-title">
      <h2 id="management-rooms-title" className={page.sectionTitle}>
        {t('management.rooms.title')}
      </h2>
      {rows.length === 0 ? (
        <p className={page.muted}>{t('management.rooms.empty')}</p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table} aria-labelledby="management-rooms-title">
            <thead>
              <tr>
                <th scope="col">{t('management.rooms.room')}</th>
                <th scope="col">{t('management.rooms.tenant')}</th>
                <th scope="col" className={table.numeric}>
                  {t('management.rooms.rent')}
                </th>
                <th scope="col">
                  <span className={styles.small}>{t('management.rooms.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" data-label={t('management.rooms.room')}>
                    {row.label}
                  </th>
                  <td data-label={t('management.rooms.tenant')}>
                    {row.tenancy ? (
                      <span className={styles.tenant}>
                        <span>{row.tenancy.tenant_name}</span>
                        <span className={styles.small}>
                          {t(row.tenancy.start_date > today ? 'management.rooms.fromDate' : 'management.rooms.sinceDate', { date: formatDay(row.tenancy.start_date) })}
                        </span>
                      </span>
                    ) : (
                      <span className={styles.free}>{t('management.rooms.free')}</span>
                    )}
                  </td>
                  <td data-label={t('management.rooms.rent')} className={table.numeric}>
                    {row.rent === null ? '—' : t('management.rooms.rentAndCharges', { rent: formatEuro(row.rent), charges: formatEuro(row.charges ?? 0) })}
                  </td>
                  <td data-label="">
                    {row.tenancy && (
                      <div className={table.actions}>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t('management.rooms.endTenancy', { name: row.tenancy.tenant_name })}
                          onClick={() => {
                            setDone('');
                            setEnding({ tenancy: row.tenancy, open: true });
                          }}
                        >
                          {t('management.rooms.endTenancyShort')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className={page.success}>
        {done}
      </p>
      {ending.tenancy && (
        <EndTenancyDialog
          tenancy={ending.tenancy}
          open={ending.open}
          onOpenChange={(open) => setEnding((current) => ({ ...current, open }))}
          onEnded={(endDate) => setDone(t('management.endDialog.done', { name: ending.tenancy?.tenant_name ?? '', date: formatDay(endDate) }))}
        />
      )}
    </section>
  );
}
