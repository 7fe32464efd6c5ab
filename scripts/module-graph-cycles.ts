/**
 * The strongly connected components of a graph (Tarjan's algorithm, iterative so a deep import
 * chain cannot overflow the stack): every component of more than one module, or of a module that
 * imports itself, is an import cycle.
 */
export function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!));
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      components.push(component.sort());
    }
  }
  return components;
}

/** Each import cycle as one readable path `a -> b -> ... -> a` through its component. */
export function importCycles(edges: Map<string, string[]>): string[] {
  return stronglyConnected(edges)
    .filter((component) => component.length > 1 || (edges.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => cyclePath(edges, component).join(' -> '));
}

/** The shortest way from the component's first module back to itself, inside the component. */
function cyclePath(edges: Map<string, string[]>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of edges.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) return [...walkBack(cameFrom, node, start), start];
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      queue.push(target);
    }
  }
  return component;
}

function walkBack(cameFrom: Map<string, string>, node: string, start: string): string[] {
  const path = [node];
  let current = node;
  while (current !== start) {
    current = cameFrom.get(current)!;
    path.unshift(current);
  }
  return path;
}
