import { secondaryButton } from "~/components/buttons";
import { TextField } from "~/components/text-field";
import { ImageField } from "~/components/image-field";
import type { FieldSpec } from "../lib/field-specs";
import type { PhotoValue } from "../lib/form-values";

type PhotosFieldProps = {
  spec: Extract<FieldSpec, { kind: "photos" }>;
  photos: PhotoValue[];
  errors: Partial<Record<string, string>>;
  onChange: (photos: PhotoValue[]) => void;
};

/**
 * An album's photos in order: each uploaded (resized in the browser), with the alt text every photo
 * needs and an optional caption; move, remove, add up to `max`. A photo not yet chosen is kept empty,
 * and the album cannot be saved until it is chosen or removed.
 */
export function PhotosField({ spec, photos, errors, onChange }: PhotosFieldProps) {
  const set = (index: number, photo: PhotoValue) => onChange(photos.map((old, i) => (i === index ? photo : old)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...photos];
    const [photo] = next.splice(index, 1);
    next.splice(index + by, 0, photo!);
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        {spec.label} ({photos.length} of at most {spec.max})
      </legend>
      {errors[spec.name] && <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors[spec.name]}</p>}
      <ol className="grid gap-4 sm:grid-cols-2">
        {photos.map((photo, index) => (
          // Photos are named by their place, as the errors name them (photos.3.alt).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="space-y-3 rounded-md border border-line p-3">
            <ImageField
              label={`Photo ${index + 1}`}
              kind="photo"
              value={photo.src ? { src: photo.src, alt: photo.alt } : undefined}
              onChange={(image) => set(index, { ...photo, src: image?.src ?? "", alt: image?.alt ?? "" })}
              error={errors[`${spec.name}.${index}.src`] ?? errors[`${spec.name}.${index}`]}
              altError={errors[`${spec.name}.${index}.alt`]}
              required
            />
            <TextField
              name={`${spec.name}.${index}.caption`}
              label={`Caption of photo ${index + 1} (optional)`}
              autoComplete="off"
              value={photo.caption}
              onChange={(event) => set(index, { ...photo, caption: event.target.value })}
              error={errors[`${spec.name}.${index}.caption`]}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move photo ${index + 1} earlier`}
              >
                <span aria-hidden="true">←</span>
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={index === photos.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move photo ${index + 1} later`}
              >
                <span aria-hidden="true">→</span>
              </button>
              <button type="button" className={secondaryButton} onClick={() => onChange(photos.filter((_, i) => i !== index))}>
                Remove photo {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={secondaryButton}
        disabled={photos.length >= spec.max}
        onClick={() => onChange([...photos, { src: "", alt: "", caption: "" }])}
      >
        Add a photo
      </button>
    </fieldset>
  );
}
