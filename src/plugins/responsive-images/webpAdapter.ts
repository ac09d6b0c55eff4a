/**
 * The image adapter the resizing loader calls for each copy. The loader's
 * own sharp adapter keeps the original format (a JPEG stays a JPEG even when
 * the copies are named .webp), so this one writes real WebP at our quality.
 * Same shape as @docusaurus/responsive-loader/sharp.
 */
import sharp from 'sharp';

interface ResizeRequest {
  width: number;
  options: {quality?: number};
}

export default function webpAdapter(imagePath: string) {
  const image = sharp(imagePath);
  return {
    metadata: () => image.metadata(),
    resize: async ({width, options}: ResizeRequest) => {
      const {data, info} = await image
        .clone()
        .resize(width, null)
        .webp({quality: options.quality ?? 75})
        .toBuffer({resolveWithObject: true});
      return {data, width, height: info.height};
    },
  };
}
