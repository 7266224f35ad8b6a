// Move up, move down and remove for one item of an editable list (a counter, a question), named for screen readers.
import { IconButton, Stack, Tooltip } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';

interface ListItemControlsProps {
  /** The item as a person names it: "question 2". */
  name: string;
  index: number;
  count: number;
  /** The fewest items the list may hold: at that, none is removed. */
  min: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

export function ListItemControls({ name, index, count, min, onMove, onRemove }: ListItemControlsProps) {
  const controls = [
    { label: `Move ${name} up`, Icon: ArrowUpwardIcon, disabled: index === 0, act: () => onMove(index, index - 1) },
    {
      label: `Move ${name} down`,
      Icon: ArrowDownwardIcon,
      disabled: index === count - 1,
      act: () => onMove(index, index + 1),
    },
    { label: `Remove ${name}`, Icon: DeleteIcon, disabled: count <= min, act: () => onRemove(index) },
  ];
  return (
    <Stack direction="row">
      {controls.map(({ label, Icon, disabled, act }) => (
        <Tooltip key={label} title={label}>
          <span>
            <IconButton aria-label={label} disabled={disabled} onClick={act}>
              <Icon />
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}
