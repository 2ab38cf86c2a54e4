import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('is 34 px by default and named after the person', () => {
    renderWithProviders(<Avatar src="/avatars/chan.png" name="Chan Tai Man" />);
    const avatar = screen.getByRole('img', { name: 'Chan Tai Man' });
    expect(avatar).toHaveStyle({ width: '34px', height: '34px' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/avatars/chan.png');
  });

  it('shows the first letter when there is no picture or it fails to load', () => {
    const { rerender } = renderWithProviders(<Avatar name="amy wong" />);
    expect(screen.getByRole('img', { name: 'amy wong' })).toHaveTextContent('A');

    rerender(<Avatar src="/broken.png" name="陳大文" />);
    fireEvent.error(screen.getByRole('img', { name: '陳大文' }).querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: '陳大文' })).toHaveTextContent('陳');
  });

  it('has a translated generic name when the nickname is unknown', () => {
    renderWithProviders(<Avatar name="   " />, { locale: 'zh-cn' });
    expect(screen.getByRole('img', { name: '用户头像' })).toBeInTheDocument();
  });

  it('can be decorative and sized', () => {
    const { container } = renderWithProviders(<Avatar name="Lee" size={48} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveStyle({ width: '48px' });
  });
});
