//! A thread block on the CPU, with the GPU's collectives: [`run_block`] runs a block's threads
//! concurrently on OS threads, and answers their barriers ([`block_sync`], the named
//! barriers), shuffles (`shfl.sync`, hence the warp reductions) and the block reductions'
//! shared scratch from the block's state, found through a thread-local context. A kernel body
//! written against `gpu_kernels::collective` runs unchanged and gives the GPU's result:
//!
//! ```
//! use gpu_host::emulate::run_grid;
//! use gpu_kernels::collective::{block_reduction_sum, block_sync};
//! use std::sync::Mutex;
//! let sums = Mutex::new(vec![0u32; 2]);
//! // two blocks of 100 threads (the last warp has 4 lanes): thread t contributes t
//! run_grid((2, 1, 1), 100, |g| {
//!     block_sync();
//!     let s = block_reduction_sum(g.thread as i32);
//!     if g.thread == 0 {
//!         sums.lock().unwrap()[g.block as usize] = s as u32;
//!     }
//! });
//! assert_eq!(*sums.lock().unwrap(), [4950, 4950]);
//! ```
//!
//! What the GPU leaves undefined is an error here, a panic naming the thread: a shuffle by a
//! lane outside its member mask or reading a lane that is outside the mask or has returned
//! (unless the predicate sends it back to its own value), a named barrier whose thread count is
//! not a multiple of 32, above the block's size or different between its threads, and a
//! deadlock (every thread that has not returned waits, and none can go on). A thread that has
//! returned counts as arrived at [`block_sync`], as on the GPU. When one thread panics the
//! others stop at their next collective, and `run_block` panics with the first thread's panic.
//!
//! Blocks of `run_grid` run one after another, in launch order (x fastest), which is one valid
//! schedule. Barriers count threads (the GPU counts warps: a named barrier here expects
//! exactly `threads` arrivals).
//!
//! [`block_sync`]: gpu_kernels::collective::block_sync

use gpu_kernels::collective::emulation::{self, Emulator};
use gpu_kernels::collective::shuffle::{source_lane, ShflMode, WARP_SIZE};
use gpu_kernels::grid::Grid;
use layout_core::atom::warp_emulation::WarpEmulator;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// The most threads a block may have (CUDA's limit).
pub const MAX_BLOCK_THREADS: u32 = 1024;

/// Words of the block reductions' scratch (32 warps times 64 elements).
const SCRATCH_WORDS: usize =
    32 * gpu_kernels::collective::block_reduce::MAX_BLOCK_REDUCTION_ELEMENTS;

/// One barrier id's current phase.
#[derive(Default)]
struct Phase {
    /// Arrivals so far.
    arrived: u32,
    /// Threads waiting for the phase to complete.
    waiting: u32,
    /// The phase's thread count, fixed by its first arrival (`None`: the whole block, counting
    /// threads that have returned).
    expected: Option<Option<u32>>,
    /// Completed phases.
    generation: u64,
}

/// One member mask's exchange in a warp: the round in progress.
struct Exchange {
    /// Each arrived lane's word and operands.
    values: [(u32, ShflMode, u32, u32); 32],
    /// Lanes arrived in this round.
    arrived: u32,
    /// Lanes waiting for this round to complete.
    waiting: u32,
    /// Each lane's result of the last completed round, until it takes it.
    results: [Option<Result<(u32, bool), String>>; 32],
}

impl Default for Exchange {
    fn default() -> Exchange {
        Exchange {
            values: [(0, ShflMode::Idx, 0, 0); 32],
            arrived: 0,
            waiting: 0,
            results: Default::default(),
        }
    }
}

/// A warp's all-gather of the warp-wide atoms (`layout_core::atom::warp_emulation`): the round
/// in progress and the words of the last completed one.
#[derive(Default)]
struct Gather {
    /// This round's words, lane by lane.
    words: Vec<u32>,
    /// Lanes arrived in this round.
    arrived: u32,
    /// Lanes waiting for this round to complete.
    waiting: u32,
    /// The last completed round's words.
    last: Vec<u32>,
    /// Completed rounds.
    generation: u64,
}

/// The block's state, under one lock.
struct State {
    /// Threads that have returned.
    exited: u32,
    /// Per warp, its lanes that have returned or do not exist.
    gone: Vec<u32>,
    /// Threads waiting for a phase or an exchange that has not completed.
    waiting: u32,
    /// Why the block stopped (a thread panicked, a deadlock), if it did.
    poisoned: Option<String>,
    /// Barriers 0 to 15.
    barriers: [Phase; 16],
    /// Per warp, the exchanges by member mask.
    exchanges: Vec<HashMap<u32, Exchange>>,
    /// Per warp, the all-gather of the warp-wide atoms.
    gathers: Vec<Gather>,
}

/// A block being emulated: its size, position, state and scratch.
struct Block {
    grid: Grid,
    state: Mutex<State>,
    changed: Condvar,
    scratch: Box<[AtomicU32]>,
}

/// The panic of a thread stopped because another one panicked or the block deadlocked (the
/// first thread's panic is the one `run_block` passes on).
struct Stopped;

thread_local! {
    /// The emulated thread running on this OS thread: its block and index.
    static CURRENT: RefCell<Option<(Arc<Block>, u32)>> = const { RefCell::new(None) };
}

/// The calling emulated thread's block and index.
fn current() -> (Arc<Block>, u32) {
    CURRENT.with(|c| c.borrow().clone()).unwrap_or_else(|| {
        panic!(
            "a collective ran on a thread that gpu_host::emulate::run_block did not start \
             (run the kernel body through run_block or run_grid)"
        )
    })
}

static WARP_EMULATOR: WarpEmulator = WarpEmulator {
    lane: lane_hook,
    all_gather: all_gather_hook,
};

fn lane_hook() -> u32 {
    current().1 % WARP_SIZE
}

fn all_gather_hook(mine: &[u32], all: &mut [u32]) {
    let (block, thread) = current();
    block.all_gather(thread, mine, all)
}

static EMULATOR: Emulator = Emulator {
    position: position_hook,
    barrier: barrier_hook,
    shuffle: shuffle_hook,
    scratch_store: scratch_store_hook,
    scratch_load: scratch_load_hook,
};

fn position_hook() -> (u32, u32) {
    let (block, thread) = current();
    (thread, block.grid.block_dim)
}

fn scratch_store_hook(index: usize, word: u32) {
    let (block, _) = current();
    block.scratch[index].store(word, Ordering::Relaxed);
}

fn scratch_load_hook(index: usize) -> u32 {
    let (block, _) = current();
    block.scratch[index].load(Ordering::Relaxed)
}

fn barrier_hook(id: u32, threads: Option<u32>, wait: bool) {
    let (block, thread) = current();
    block.barrier(thread, id, threads, wait);
}

fn shuffle_hook(mode: ShflMode, value: u32, b: u32, c: u32, mask: u32) -> (u32, bool) {
    let (block, thread) = current();
    block.shuffle(thread, mode, value, b, c, mask)
}

impl Block {
    fn new(grid: Grid) -> Block {
        let warps = grid.block_dim.div_ceil(WARP_SIZE) as usize;
        let gone = (0..warps as u32)
            .map(|w| {
                let lanes = (grid.block_dim - w * WARP_SIZE).min(WARP_SIZE);
                if lanes == WARP_SIZE {
                    0
                } else {
                    !((1u32 << lanes) - 1)
                }
            })
            .collect();
        Block {
            grid,
            state: Mutex::new(State {
                exited: 0,
                gone,
                waiting: 0,
                poisoned: None,
                barriers: Default::default(),
                exchanges: (0..warps).map(|_| HashMap::new()).collect(),
                gathers: (0..warps).map(|_| Gather::default()).collect(),
            }),
            changed: Condvar::new(),
            scratch: (0..SCRATCH_WORDS).map(|_| AtomicU32::new(0)).collect(),
        }
    }

    /// Where thread `thread` is, for messages.
    fn name(&self, thread: u32) -> String {
        let g = self.grid;
        format!(
            "block ({},{},{}) thread {thread}",
            g.block, g.block_y, g.block_z
        )
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stops every thread of the block: they panic at their next collective.
    fn poison(&self, st: &mut State, why: String) {
        if st.poisoned.is_none() {
            st.poisoned = Some(why);
        }
        self.changed.notify_all();
    }

    /// Waits, as one more waiting thread, until `done`; a deadlock or a stop panics.
    fn wait<'a>(
        &'a self,
        mut st: MutexGuard<'a, State>,
        thread: u32,
        done: impl Fn(&State) -> bool,
    ) -> MutexGuard<'a, State> {
        st.waiting += 1;
        if st.waiting + st.exited == self.grid.block_dim {
            let why = format!(
                "deadlock: every thread of {} that has not returned waits at a barrier or a \
                 shuffle that cannot complete (the last one to wait: thread {thread})",
                self.name(thread)
                    .split(" thread")
                    .next()
                    .unwrap_or_default()
            );
            self.poison(&mut st, why);
        }
        loop {
            if st.poisoned.is_some() {
                drop(st);
                std::panic::panic_any(Stopped);
            }
            if done(&st) {
                return st;
            }
            st = self.changed.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Completes barrier `id`'s phase if its arrivals (and, for the whole block, the returned
    /// threads) are enough.
    fn complete_phase(&self, st: &mut State, id: usize) {
        let exited = st.exited;
        let block_dim = self.grid.block_dim;
        let phase = &mut st.barriers[id];
        let done = match phase.expected {
            Some(None) => phase.arrived + exited >= block_dim,
            Some(Some(n)) => phase.arrived >= n,
            None => false,
        };
        if done {
            let released = phase.waiting;
            phase.arrived = 0;
            phase.waiting = 0;
            phase.expected = None;
            phase.generation += 1;
            st.waiting -= released;
            self.changed.notify_all();
        }
    }

    fn barrier(&self, thread: u32, id: u32, threads: Option<u32>, wait: bool) {
        let mut st = self.lock();
        if let Some(n) = threads {
            let bad = if n % WARP_SIZE != 0 || n == 0 {
                Some("is not a positive multiple of the warp size (32)")
            } else if n > self.grid.block_dim {
                Some("exceeds the block's threads")
            } else {
                None
            };
            if let Some(why) = bad {
                let msg = format!(
                    "{}: barrier {id} for {n} threads: the count {why}",
                    self.name(thread)
                );
                self.poison(&mut st, msg.clone());
                drop(st);
                panic!("{msg}");
            }
        }
        let phase = &mut st.barriers[id as usize];
        match phase.expected {
            None => phase.expected = Some(threads),
            Some(e) if e != threads => {
                let msg = format!(
                    "{}: barrier {id} with thread count {threads:?} where another thread of \
                     the phase gave {e:?}",
                    self.name(thread)
                );
                self.poison(&mut st, msg.clone());
                drop(st);
                panic!("{msg}");
            }
            Some(_) => {}
        }
        phase.arrived += 1;
        let generation = phase.generation;
        self.complete_phase(&mut st, id as usize);
        if !wait || st.barriers[id as usize].generation != generation {
            return;
        }
        st.barriers[id as usize].waiting += 1;
        let _st = self.wait(st, thread, |s| {
            s.barriers[id as usize].generation != generation
        });
    }

    /// Completes warp `warp`'s exchange on `mask` if every lane of the mask has arrived or
    /// is gone.
    fn complete_exchange(&self, st: &mut State, warp: usize, mask: u32) {
        let gone = st.gone[warp];
        let Some(ex) = st.exchanges[warp].get_mut(&mask) else {
            return;
        };
        if ex.arrived == 0 || (ex.arrived | gone) & mask != mask {
            return;
        }
        let g = self.grid;
        for lane in 0..WARP_SIZE {
            if ex.arrived & (1 << lane) == 0 {
                continue;
            }
            let (_, mode, b, c) = ex.values[lane as usize];
            let (j, p) = source_lane(mode, lane, b, c);
            let result = if ex.arrived & (1 << j) != 0 {
                Ok((ex.values[j as usize].0, p))
            } else {
                let why = if mask & (1 << j) == 0 {
                    "is not in the member mask"
                } else {
                    "has returned or does not exist"
                };
                Err(format!(
                    "block ({},{},{}) thread {}: shfl.sync.{mode:?} with mask {mask:#010x} reads \
                     lane {j}, which {why}: the value is undefined on the GPU",
                    g.block,
                    g.block_y,
                    g.block_z,
                    warp as u32 * WARP_SIZE + lane
                ))
            };
            ex.results[lane as usize] = Some(result);
        }
        let released = ex.waiting;
        ex.arrived = 0;
        ex.waiting = 0;
        st.waiting -= released;
        self.changed.notify_all();
    }

    fn shuffle(
        &self,
        thread: u32,
        mode: ShflMode,
        value: u32,
        b: u32,
        c: u32,
        mask: u32,
    ) -> (u32, bool) {
        let (warp, lane) = ((thread / WARP_SIZE) as usize, thread % WARP_SIZE);
        let mut st = self.lock();
        if mask & (1 << lane) == 0 {
            let msg = format!(
                "{}: shfl.sync with mask {mask:#010x}, which does not hold the calling lane {lane}",
                self.name(thread)
            );
            self.poison(&mut st, msg.clone());
            drop(st);
            panic!("{msg}");
        }
        let ex = st.exchanges[warp].entry(mask).or_default();
        ex.values[lane as usize] = (value, mode, b, c);
        ex.arrived |= 1 << lane;
        self.complete_exchange(&mut st, warp, mask);
        let taken =
            |st: &mut State| st.exchanges[warp].get_mut(&mask)?.results[lane as usize].take();
        let result = match taken(&mut st) {
            Some(r) => {
                drop(st);
                r
            }
            None => {
                if let Some(ex) = st.exchanges[warp].get_mut(&mask) {
                    ex.waiting += 1;
                }
                let mut st = self.wait(st, thread, |s| {
                    s.exchanges[warp]
                        .get(&mask)
                        .is_some_and(|ex| ex.results[lane as usize].is_some())
                });
                taken(&mut st).unwrap_or_else(|| Err("shuffle result lost".to_string()))
            }
        };
        result.unwrap_or_else(|msg| {
            let mut st = self.lock();
            self.poison(&mut st, msg.clone());
            drop(st);
            panic!("{msg}")
        })
    }

    /// Lane `thread % 32` gives `mine` to its warp's all-gather and receives every lane's words
    /// in `all` once the 32 lanes have given theirs.
    fn all_gather(&self, thread: u32, mine: &[u32], all: &mut [u32]) {
        let (warp, lane) = ((thread / WARP_SIZE) as usize, thread % WARP_SIZE);
        let width = mine.len();
        let mut st = self.lock();
        if st.gone[warp] != 0 {
            let msg = format!(
                "{}: a warp-wide atom (ldmatrix, mma.sync) in a warp whose lanes {:#010x} have                  returned or do not exist: the instruction needs all 32 lanes",
                self.name(thread),
                st.gone[warp]
            );
            self.poison(&mut st, msg.clone());
            drop(st);
            panic!("{msg}");
        }
        let g = &mut st.gathers[warp];
        if g.arrived == 0 {
            g.words.clear();
            g.words.resize(width * WARP_SIZE as usize, 0);
        }
        g.words[lane as usize * width..(lane as usize + 1) * width].copy_from_slice(mine);
        g.arrived |= 1 << lane;
        let generation = g.generation;
        if g.arrived == u32::MAX {
            g.last = std::mem::take(&mut g.words);
            g.arrived = 0;
            g.generation += 1;
            let released = std::mem::take(&mut g.waiting);
            st.waiting -= released;
            self.changed.notify_all();
        } else {
            g.waiting += 1;
            st = self.wait(st, thread, |s| s.gathers[warp].generation != generation);
        }
        all.copy_from_slice(&st.gathers[warp].last[..all.len()]);
    }

    /// Thread `thread` has returned: it no longer holds up barriers of the whole block or its
    /// warp's exchanges.
    fn exit(&self, thread: u32) {
        let mut st = self.lock();
        st.exited += 1;
        let (warp, lane) = ((thread / WARP_SIZE) as usize, thread % WARP_SIZE);
        st.gone[warp] |= 1 << lane;
        for id in 0..16 {
            self.complete_phase(&mut st, id);
        }
        let masks: Vec<u32> = st.exchanges[warp].keys().copied().collect();
        for mask in masks {
            self.complete_exchange(&mut st, warp, mask);
        }
        if st.waiting > 0 && st.waiting + st.exited == self.grid.block_dim {
            let why = format!(
                "deadlock: every thread of {} that has not returned waits at a barrier or a \
                 shuffle that cannot complete (the last to return: thread {thread})",
                self.name(thread)
                    .split(" thread")
                    .next()
                    .unwrap_or_default()
            );
            self.poison(&mut st, why);
        }
        self.changed.notify_all();
    }
}

/// Runs `body` for every thread of block `block` of a `grid` launch of `block_dim` threads per
/// block (1 to 1024), the threads concurrently, with the collectives of `gpu_kernels` (see the
/// [module docs](self)). Returns when every thread has returned.
///
/// # Panics
/// With the first panic of a thread of the block, and on what the module docs list as errors.
pub fn run_block<F>(block: (u32, u32, u32), grid: (u32, u32, u32), block_dim: u32, body: F)
where
    F: Fn(Grid) + Sync,
{
    assert!(
        (1..=MAX_BLOCK_THREADS).contains(&block_dim),
        "a block has 1 to {MAX_BLOCK_THREADS} threads, not {block_dim}"
    );
    emulation::install(&EMULATOR);
    layout_core::atom::warp_emulation::install(&WARP_EMULATOR);
    let shared = Arc::new(Block::new(Grid {
        block: block.0,
        block_y: block.1,
        block_z: block.2,
        thread: 0,
        grid_dim: grid.0,
        grid_dim_y: grid.1,
        grid_dim_z: grid.2,
        block_dim,
    }));
    let body = &body;
    let first_panic = std::thread::scope(|s| {
        let handles: Vec<_> = (0..block_dim)
            .map(|thread| {
                let block = Arc::clone(&shared);
                s.spawn(move || {
                    let g = Grid {
                        thread,
                        ..block.grid
                    };
                    CURRENT.with(|c| *c.borrow_mut() = Some((Arc::clone(&block), thread)));
                    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(g)));
                    CURRENT.with(|c| *c.borrow_mut() = None);
                    match run {
                        Ok(()) => {
                            block.exit(thread);
                            Ok(())
                        }
                        Err(payload) => {
                            let mut st = block.lock();
                            block.poison(&mut st, format!("{} panicked", block.name(thread)));
                            Err(payload)
                        }
                    }
                })
            })
            .collect();
        let mut first = None;
        for h in handles {
            if let Ok(Err(payload)) = h.join() {
                if first.is_none() && !payload.is::<Stopped>() {
                    first = Some(payload);
                }
            }
        }
        first
    });
    if let Some(payload) = first_panic {
        std::panic::resume_unwind(payload);
    }
    let why = shared.lock().poisoned.clone();
    if let Some(why) = why {
        panic!("{why}");
    }
}

/// Runs `body` for every thread of a `grid` launch of `block_dim` threads per block: the
/// blocks one after another in launch order (x fastest), each as [`run_block`] runs it.
///
/// # Panics
/// As [`run_block`].
pub fn run_grid<F>(grid: (u32, u32, u32), block_dim: u32, body: F)
where
    F: Fn(Grid) + Sync,
{
    for z in 0..grid.2 {
        for y in 0..grid.1 {
            for x in 0..grid.0 {
                run_block((x, y, z), grid, block_dim, &body);
            }
        }
    }
}
