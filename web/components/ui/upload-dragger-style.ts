// antd's Upload style hook cut to what the drop zone shows: antd's base and dragger rules (the
// upload list's, picture cards' and their motions' rules are ≈ 2 KiB gzipped that no page using
// the light drop zone renders). The rules are antd's own (`antd/es/upload/style/dragger`); the
// base rule and the tokens are copied from `antd/es/upload/style/index.js` (antd 6.6). Registered
// as its own sub-component so it never stands in for antd's full Upload style.
import { resetComponent } from 'antd/es/style';
import { genStyleHooks, mergeToken } from 'antd/es/theme/internal';
import genDraggerStyle from 'antd/es/upload/style/dragger';

type UploadToken = Parameters<typeof genDraggerStyle>[0];

const genBaseStyle = (token: UploadToken) => ({
  [`${token.componentCls}-wrapper`]: {
    ...resetComponent(token),
    [token.componentCls]: {
      outline: 0,
      "input[type='file']": { cursor: 'pointer' },
    },
    [`${token.componentCls}-select`]: { display: 'inline-block' },
    [`${token.componentCls}-hidden`]: { display: 'none' },
    [`${token.componentCls}-disabled`]: { color: token.colorTextDisabled, cursor: 'not-allowed' },
  },
});

export default genStyleHooks(
  ['Upload', 'Dragger'],
  (token) => {
    const uploadToken = mergeToken<UploadToken>(token, {
      uploadThumbnailSize: token.calc(token.fontSizeHeading3).mul(2).equal(),
    } as Partial<UploadToken>);
    return [genBaseStyle(uploadToken), genDraggerStyle(uploadToken)];
  },
  (token) => ({ actionsColor: token.colorIcon, pictureCardSize: token.controlHeightLG * 2.55 }),
);
