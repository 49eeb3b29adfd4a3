import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '@blueprintjs/core';

type Item = { id: string; label: string };

const announcements = (items: Item[]): Announcements => {
  const name = (id: string | number) => items.find((i) => i.id === String(id))?.label ?? '';
  const position = (id: string | number) => items.findIndex((i) => i.id === String(id)) + 1;
  return {
    onDragStart: ({ active }) => `${name(active.id)} selecionada, posição ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} sobre a posição ${position(over.id)}.` : '',
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} solta na posição ${position(over.id)}.` : '',
    onDragCancel: ({ active }) => `Movimento de ${name(active.id)} cancelado.`,
  };
};

/**
 * A list reordered by dragging its handles, or from the keyboard: focus a handle, Space to lift,
 * arrows to move, Space to drop, Esc to cancel. `onReorder` gets the ids in their new order.
 */
export function SortableList<T extends Item>({
  items,
  label,
  disabled,
  onReorder,
  render,
}: {
  items: T[];
  label: string;
  disabled?: boolean;
  onReorder: (ids: string[]) => void;
  render: (item: T, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(items),
        screenReaderInstructions: {
          draggable: 'Para mover, pressione espaço, use as setas e pressione espaço de novo para soltar.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="wf-sortable" aria-label={label}>
          {items.map((item, i) => (
            <SortableRow key={item.id} id={item.id} label={item.label} disabled={disabled}>
              {render(item, i)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={`wf-sortable-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="wf-drag-handle"
        aria-label={`Mover ${label}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <Icon icon="double-caret-vertical" />
      </button>
      {children}
    </li>
  );
}
