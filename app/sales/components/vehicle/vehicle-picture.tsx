import type { PictureData } from '#app/kernel/photo-picture.ts'

type VehiclePictureProps = {
  picture: PictureData
  className?: string
  loading?: 'eager' | 'lazy'
  /** 'low' for images that are never the page's largest (thumbnails, cards under a hero) */
  fetchPriority?: 'high' | 'low' | 'auto'
  /** replaces the photo's own alt text (e.g. "image 2 of 5"); '' for a decorative copy */
  alt?: string
}

/** A cart photo: AVIF and WebP sources at every width, a JPEG for the rest, its box reserved. */
export function VehiclePicture({
  picture,
  className,
  loading,
  fetchPriority,
  alt,
}: VehiclePictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
