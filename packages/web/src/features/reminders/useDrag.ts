import { useCallback, useRef } from 'react';

export type Point = { x: number; y: number };

const clamp = (p: Point, w: number, h: number): Point => ({
  x: Math.min(Math.max(0, p.x), Math.max(0, window.innerWidth - w)),
  y: Math.min(Math.max(0, p.y), Math.max(0, window.innerHeight - h)),
});

/** Moves a w×h window by pointer (on its handle) or by arrow keys, kept inside the viewport. */
export function useDrag(pos: Point, onMove: (p: Point) => void, w: number, h: number) {
  const start = useRef<{ pointer: Point; pos: Point } | null>(null);
  const onPointerDown = useCallback(
    (e: React.PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button:not([data-drag])')) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      start.current = { pointer: { x: e.clientX, y: e.clientY }, pos };
    },
    [pos],
  );
  const onPointerMove = useCallback(
    (e: React.PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s) return;
      onMove(clamp({ x: s.pos.x + e.clientX - s.pointer.x, y: s.pos.y + e.clientY - s.pointer.y }, w, h));
    },
    [onMove, w, h],
  );
  const onPointerUp = useCallback(() => (start.current = null), []);
  const onKeyDown = useCallback(
    (e: React.KeyboardEvent) => {
      const step = e.shiftKey ? 64 : 16;
      const d: Record<string, Point> = {
        ArrowLeft: { x: -step, y: 0 },
        ArrowRight: { x: step, y: 0 },
        ArrowUp: { x: 0, y: -step },
        ArrowDown: { x: 0, y: step },
      };
      const move = d[e.key];
      if (!move) return;
      e.preventDefault();
      onMove(clamp({ x: pos.x + move.x, y: pos.y + move.y }, w, h));
    },
    [pos, onMove, w, h],
  );
  return { handle: { onPointerDown, onPointerMove, onPointerUp }, onKeyDown };
}
