/** Zoom for images in Markdown content, with medium-zoom. */
import type {Plugin} from '@docusaurus/types';

export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}
