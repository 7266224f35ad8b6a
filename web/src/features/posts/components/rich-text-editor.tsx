// The post body's editor (TipTap): headings, paragraphs, bold and italic, lists, links, quotes and images from our
// image store. Only the post editor's screen loads it. What it gives is HTML the server sanitises again on save.
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Box, Button, ButtonGroup, Paper, Typography } from '@mui/material';

/** The image types the picker offers (lib/upload-image's UPLOAD_IMAGE_TYPES). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

interface RichTextEditorProps {
  label: string;
  /** Stores an image (POST /images) and answers its address; given by the page, so this chunk holds TipTap alone. */
  uploadImage: (file: File) => Promise<string>;
  /** The content it starts with (the editor keeps its own after that). */
  value: string;
  onChange: (html: string) => void;
}

function Toolbar({ editor, uploadImage }: { editor: Editor; uploadImage: (file: File) => Promise<string> }) {
  const mark = (name: string, run: () => void, label: string, attributes?: Record<string, unknown>) => (
    <Button
      // Pressing keeps the keyboard in the body: TipTap gives focus back only on the next frame, and keys typed
      // before it would land on the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      variant={editor.isActive(name, attributes) ? 'contained' : 'outlined'}
      aria-pressed={editor.isActive(name, attributes)}
    >
      {label}
    </Button>
  );
  const chain = () => editor.chain().focus();
  const addLink = () => {
    const href = window.prompt('Link address (https://...)');
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };
  const addImage = (file: File | undefined) => {
    if (!file) return;
    uploadImage(file).then(
      (src) =>
        chain()
          .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
          .run(),
      () => undefined,
    );
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} role="toolbar" aria-label="Formatting">
      <ButtonGroup size="small">
        {mark('heading', () => chain().toggleHeading({ level: 2 }).run(), 'Heading', { level: 2 })}
        {mark('bold', () => chain().toggleBold().run(), 'Bold')}
        {mark('italic', () => chain().toggleItalic().run(), 'Italic')}
      </ButtonGroup>
      <ButtonGroup size="small">
        {mark('bulletList', () => chain().toggleBulletList().run(), 'List')}
        {mark('orderedList', () => chain().toggleOrderedList().run(), 'Numbered')}
        {mark('blockquote', () => chain().toggleBlockquote().run(), 'Quote')}
        {mark('link', addLink, 'Link')}
      </ButtonGroup>
      <Button size="small" variant="outlined" component="label">
        Image
        <input hidden type="file" accept={IMAGE_TYPES} onChange={(event) => addImage(event.target.files?.[0])} />
      </Button>
    </Box>
  );
}

export default function RichTextEditor({ label, value, onChange, uploadImage }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  if (!editor) return null;
  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Toolbar editor={editor} uploadImage={uploadImage} />
      <Paper
        variant="outlined"
        sx={{ p: 2, minHeight: 240, '& .tiptap': { outline: 'none', minHeight: 200 }, '& img': { maxWidth: '100%' } }}
      >
        <EditorContent editor={editor} />
      </Paper>
    </Box>
  );
}
