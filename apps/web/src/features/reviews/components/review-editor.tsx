// The rich-text editor of the review form (@mantine/tiptap on Tiptap 3), loaded lazily: it
// is the heaviest part of the app and only the write-review page and the edit dialog need
// it. Only what the server's allowlist keeps is offered: bold, italic, underline, strike,
// lists, quotes, http(s) links and images uploaded through the API (at most 5).
import '@mantine/tiptap/styles.css';
import { useRef, useState } from 'react';
import { Loader } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@chainreview/shared/limits';
import { imageFileProblem, uploadImage } from '@/lib/upload';
import { showErrorToast } from '@/lib/error-toast';
import classes from './review-form.module.css';

export interface ReviewEditorProps {
  initialContent: JSONContent | null;
  onChange: (doc: JSONContent) => void;
  imageCount: number;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}

const SAFE_URL = /^https?:\/\//i;

export default function ReviewEditor({
  initialContent,
  onChange,
  imageCount,
  labelledBy,
  describedBy,
  invalid,
  placeholder,
}: ReviewEditorProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The editor keeps its first options; the latest handler is read through a ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https'],
        isAllowedUri: (url) => SAFE_URL.test(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow ugc', target: '_blank' },
      }),
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: initialContent ?? '',
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getJSON()),
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-multiline': 'true',
        'aria-invalid': invalid ? 'true' : 'false',
        role: 'textbox',
        'data-testid': 'review-content-editor',
      },
    },
  });

  const full = imageCount >= LIMITS.reviewContent.maxImages;

  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showErrorToast(t(`errors.${problem}`), t);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      editor.chain().focus().setImage({ src: uploaded.url, alt: '' }).run();
    } catch (error) {
      showErrorToast(error, t, t('common.error'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <RichTextEditor
      editor={editor}
      className={classes.editor}
      data-invalid={invalid || undefined}
      labels={{
        boldControlLabel: t('reviews.editor.bold'),
        italicControlLabel: t('reviews.editor.italic'),
        underlineControlLabel: t('reviews.editor.underline'),
        strikeControlLabel: t('reviews.editor.strike'),
        bulletListControlLabel: t('reviews.editor.bulletList'),
        orderedListControlLabel: t('reviews.editor.orderedList'),
        blockquoteControlLabel: t('reviews.editor.blockquote'),
        linkControlLabel: t('reviews.editor.link'),
        unlinkControlLabel: t('reviews.editor.unlink'),
        undoControlLabel: t('reviews.editor.undo'),
        redoControlLabel: t('reviews.editor.redo'),
        linkEditorInputLabel: t('reviews.editor.linkUrl'),
        linkEditorInputPlaceholder: 'https://',
        linkEditorExternalLink: t('reviews.editor.linkNewTab'),
        linkEditorInternalLink: t('reviews.editor.linkSameTab'),
        linkEditorSave: t('reviews.editor.linkSave'),
      }}
    >
      <RichTextEditor.Toolbar sticky stickyOffset={64}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Control
            onClick={() => fileInput.current?.click()}
            disabled={full || uploading}
            aria-label={
              full
                ? t('reviews.validation.imagesMax', { max: LIMITS.reviewContent.maxImages })
                : t('reviews.editor.image')
            }
            title={t('reviews.editor.image')}
            data-testid="editor-image-button"
          >
            {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
      <input
        ref={fileInput}
        type="file"
        accept={LIMITS.upload.mimeTypes.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="review-image-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void onFile(file);
        }}
      />
    </RichTextEditor>
  );
}
