import type { ThemeConfig } from 'antd';

import { colorTokens as color } from '@/design/color-tokens';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: color.primary,
    // antd lightens the hover shade, which white text no longer reads on; the token darkens it.
    colorPrimaryHover: color.primaryHover,
    colorLinkHover: color.primaryHover,
    colorInfo: color.primary,
    colorLink: color.link,
    colorSuccess: color.success,
    colorWarning: color.warning,
    colorError: color.error,
    colorSuccessBg: color.successBackground,
    colorSuccessBorder: color.successBorder,
    colorWarningBg: color.warningBackground,
    colorWarningBorder: color.warningBorder,
    colorErrorBg: color.errorBackground,
    colorErrorBorder: color.errorBorder,
    colorInfoBg: color.infoBackground,
    colorInfoBorder: color.infoBorder,
    colorText: color.text,
    colorTextSecondary: color.textSecondary,
    colorTextTertiary: color.textTertiary,
    colorTextDescription: color.textTertiary,
    colorTextPlaceholder: color.placeholder,
    colorBorder: color.controlBorder,
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: color.surface, bodyBg: color.pageBackground, headerPadding: '0 24px' },
  },
};
