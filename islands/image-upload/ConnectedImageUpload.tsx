import { useUnit } from 'effector-react';
import type { ImageUploadModel } from '../../src/models/image-upload';
import { ImageUploadDialog } from './ImageUploadDialog';
import { useChosenImage } from './use-chosen-image';

/** The upload dialog fed by its model's view: the chosen file becomes a preview URL here, not in the model. */
export function ConnectedImageUpload({ model }: { model: ImageUploadModel }) {
  const { file, ...view } = useUnit(model.view);
  return <ImageUploadDialog {...view} {...useChosenImage(file)} />;
}
