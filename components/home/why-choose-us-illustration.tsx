/** Decorative line drawing beside the cards on extra-large screens (spec §2). */
export function SideIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 320 400"
      className="hidden h-auto w-full xl:block"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="170" cy="190" r="150" fill="#fbe9e7" />
      <circle cx="250" cy="70" r="28" fill="#c1332a" opacity="0.15" />
      {/* Eiffel tower */}
      <g stroke="#1f2933" strokeWidth="4">
        <path d="M160 40v26M150 66h20M152 66l-22 120M168 66l22 120M126 186h68M138 130h44" />
        <path d="M130 186 96 330M190 186l34 144M84 330h40M196 330h40M124 330c6-40 66-40 72 0" />
        <path d="M140 150l40 30M180 150l-40 30M118 230l84 50M202 230l-84 50" opacity="0.5" />
      </g>
      {/* Speech bubbles */}
      <g>
        <rect x="206" y="112" width="96" height="48" rx="16" fill="#c1332a" />
        <path d="m222 158-6 16 20-14" fill="#c1332a" />
        <path d="M222 130h62M222 143h40" stroke="#fff" strokeWidth="5" />
        <rect x="14" y="214" width="84" height="44" rx="14" fill="#1f2933" />
        <path d="m82 256 6 14-20-12" fill="#1f2933" />
        <path d="M28 230h54M28 243h32" stroke="#fdf6ec" strokeWidth="5" />
      </g>
      {/* Book */}
      <g stroke="#c1332a" strokeWidth="4">
        <path d="M36 100c14-8 30-8 44 0v46c-14-8-30-8-44 0zM80 100c14-8 30-8 44 0v46c-14-8-30-8-44 0z" />
      </g>
      <path d="M40 360h250" stroke="#1f2933" strokeWidth="4" opacity="0.3" />
    </svg>
  );
}
