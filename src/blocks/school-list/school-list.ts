import { areaId, SCHOOL_LIST_ID } from '../../components/school-list-ids.ts';
import { byArea, type SchoolEntry } from '../../engine/schools.ts';
import { setAttribute, textAttribute, type BlockDefinition, type JsxElement } from '../block.ts';

const schoolsOf = (element: JsxElement): SchoolEntry[] => JSON.parse(textAttribute(element, 'schools') ?? '[]') as SchoolEntry[];

export const schoolList: BlockDefinition = {
  rendered: true,
  elements: [
    {
      name: 'SchoolList',
      rule: {},
      // content/schools.yaml, checked and in the page's language, travels as JSON. The list's id is what
      // guides link "your school's tech liaison" to (/help#schools); each school's id is its own entry's.
      build: (element, { schools, claim }) => {
        setAttribute(element, 'id', SCHOOL_LIST_ID);
        // Each id once: two schools with one name are schools.yaml's mistake, said there, not the pages' that show the list.
        for (const id of new Set([SCHOOL_LIST_ID, ...byArea(schools).map(([area]) => areaId(area)), ...schools.map((school) => school.id)])) claim(id, element);
        setAttribute(element, 'schools', JSON.stringify(schools));
      },
      // Each school is a search result of its own, which opens its entry.
      search: {
        sections: (element) =>
          schoolsOf(element).map((school) => ({
            title: school.name,
            id: school.id,
            text: [...school.otherNames, school.area, school.liaison, school.grades, school.phone?.text, school.email].filter(Boolean).join('. '),
          })),
      },
    },
  ],
  print: 'Every school under its area, with its liaison\'s name, phone, email, hours and languages; the search field and buttons are left out.',
  reference: { heading: 'Schools and their tech liaisons', example: '<SchoolList />' },
};
