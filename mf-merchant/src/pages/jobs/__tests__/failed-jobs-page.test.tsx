import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, changeI18nLanguage, useMallStore, type FailedJob, type LanguageCode } from '@mall/shared';
import { listFailedJobs, retryFailedJob } from '../../../api/merchant-api';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listFailedJobs: jest.fn(),
  retryFailedJob: jest.fn(),
}));

const PHOTO: FailedJob = {
  jobId: 12,
  kind: 'photo-convert',
  key: 'photo-upload:40',
  attempts: 5,
  error: 'Input buffer contains unsupported image format',
  createdAt: '2026-11-27T09:00:00+07:00',
  failedAt: '2026-11-27T09:02:30+07:00',
};
const SMS: FailedJob = {
  ...PHOTO,
  jobId: 13,
  kind: 'order-sms',
  key: 'order-sms:20261127090000123456:paid',
  error: 'HTTP 503',
};

async function speak(language: LanguageCode) {
  await act(async () => {
    await changeI18nLanguage(language);
    useMallStore.setState({ language });
  });
}

afterEach(() => speak('en'));
beforeEach(() => jest.clearAllMocks());

describe('failed jobs', () => {
  it('lists what failed, with what it acts on, the error and the tries, and tries one again', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listFailedJobs).mockResolvedValueOnce([PHOTO, SMS]).mockResolvedValue([SMS]);
    jest.mocked(retryFailedJob).mockResolvedValue(null);
    renderConsole('/merchant/jobs', { staff: OWNER });

    const photoRow = await screen.findByRole('row', { name: /Photo conversion/ });
    const table = screen.getByRole('table', { name: 'Failed jobs' });
    expect(within(photoRow).getByText('photo-upload:40')).toBeInTheDocument();
    expect(within(photoRow).getByText('Input buffer contains unsupported image format')).toBeInTheDocument();
    expect(within(photoRow).getByText('5')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Order text message to a shopper/ })).toHaveTextContent('HTTP 503');
    expect(
      within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Failed jobs' }),
    ).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Retry: Photo conversion photo-upload:40' }));
    expect(retryFailedJob).toHaveBeenCalledWith(12);
    expect(await screen.findByText('Photo conversion photo-upload:40 will be tried again.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Photo conversion/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Order text message/ })).toBeInTheDocument();
  });

  it('says when a job was tried again already, and when nothing failed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listFailedJobs).mockResolvedValueOnce([SMS]).mockResolvedValue([]);
    jest.mocked(retryFailedJob).mockRejectedValue(new ApiError('api', { status: 409, codeId: 1, msg: 'fail' }));
    renderConsole('/merchant/jobs', { staff: OWNER });
    await user.click(await screen.findByRole('button', { name: /^Retry: Order text message/ }));
    expect(await screen.findByText(/no longer failed/)).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs: all background work has gone through.')).toBeInTheDocument();
  });

  it('speaks Khmer and Chinese', async () => {
    jest.mocked(listFailedJobs).mockResolvedValue([PHOTO]);
    await speak('km');
    renderConsole('/merchant/jobs', { staff: OWNER });
    expect(await screen.findByRole('heading', { name: 'ការងារដែលបរាជ័យ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ព្យាយាមម្ដងទៀត៖ ការបំប្លែងរូបថត photo-upload:40' })).toBeInTheDocument();
    await speak('zh');
    expect(await screen.findByRole('heading', { name: '失败的任务' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试：照片转换 photo-upload:40' })).toBeInTheDocument();
  });

  it('is not offered to an orders member', async () => {
    renderConsole('/merchant/jobs', { staff: { ...OWNER, staffId: 3, name: 'Vanna', role: 'orders' } });
    const navigation = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(navigation).queryByRole('link', { name: 'Failed jobs' })).not.toBeInTheDocument();
    expect(listFailedJobs).not.toHaveBeenCalled();
  });
});
