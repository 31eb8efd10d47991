type ThumbnailProps = {
  image: { src: string; width: number; height: number }
  alt: string
  /** the width it is shown at */
  className: string
  loading?: 'lazy'
}

/** A photo's small JPEG in the back office, at its own proportions. */
export function Thumbnail({ image, alt, className, loading }: ThumbnailProps) {
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      className={`h-auto rounded ${className}`}
      loading={loading}
    />
  )
}
