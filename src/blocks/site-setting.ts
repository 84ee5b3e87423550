import { siteSetting as settingOf, siteSettingNames } from '../engine/site-config.ts';
import { closestMatch } from '../engine/problems.ts';
import { textAttribute, type BlockDefinition } from './block.ts';

/**
 * Words that depend on a yes-or-no setting of content/site.yaml, such as
 * whether the school system keeps text-message codes through its own provider.
 * The build keeps what the block holds when the setting agrees and leaves it out
 * otherwise, so the words that do not apply never reach the page, search or paper.
 */
export const siteSetting: BlockDefinition = {
  rendered: false,
  elements: [
    {
      name: 'SiteSetting',
      rule: { optional: ['is', 'not'], needsContent: true, inline: true },
      resolve: (element, { site, problem }) => {
        const is = textAttribute(element, 'is');
        const not = textAttribute(element, 'not');
        const name = is ?? not;
        if (name === undefined || (is !== undefined && not !== undefined)) {
          problem('<SiteSetting> needs is="…" or not="…", one of the two', 'write is="mfa.ownTextCodeProvider" to show the text when that setting is yes, or not="…" to show it when it is no');
          return 'nothing';
        }
        const value = settingOf(site, name);
        if (value === undefined) {
          const names = siteSettingNames(site);
          const suggestion = closestMatch(name, names);
          problem(`<SiteSetting ${is === undefined ? 'not' : 'is'}="${name}">: ${name} is not a yes-or-no setting in content/site.yaml`, suggestion ? `did you mean ${suggestion}?` : names.length > 0 ? `the settings are: ${names.join(', ')}` : 'add the setting to site.yaml first');
          return 'nothing';
        }
        return value === (is !== undefined) ? 'content' : 'nothing';
      },
    },
  ],
  print: 'Nothing of its own: only the words that apply print, as part of the text around them.',
  reference: {
    heading: 'Text that depends on a site setting',
    example: `<SiteSetting not="mfa.ownTextCodeProvider">
From February 1, 2027, Microsoft no longer sends sign-in codes by text message or phone call.
</SiteSetting>

<SiteSetting is="mfa.ownTextCodeProvider">
The school system keeps sending sign-in codes by text message after February 1, 2027.
</SiteSetting>`,
  },
};
