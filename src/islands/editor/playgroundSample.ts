/** A document that shows every kind of content the editor makes (the playground's ?sample=1). */
export const PLAYGROUND_SAMPLE_HTML = [
  '<h1>Plaza editor</h1>',
  '<p>Text can be <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, ',
  '<code>inline code</code>, <span style="color: #e03131">coloured</span> or ',
  '<span style="background-color: #fff3bf">highlighted</span>, with ',
  '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow ugc">a link</a>.</p>',
  '<h2>Lists</h2>',
  '<ul><li><p>A bullet</p></li><li><p>Another bullet</p></li></ul>',
  '<ol><li><p>First</p></li><li><p>Second</p></li></ol>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Done</p></li>',
  '<li data-type="taskItem" data-checked="false"><p>To do</p></li></ul>',
  '<blockquote><p>A quotation, set apart.</p></blockquote>',
  '<p style="text-align: center">Centred text</p>',
  '<pre><code class="language-typescript">const greeting = "hello";</code></pre>',
  '<hr>',
  '<p>Type / at the start of a line for the block menu.</p>',
].join('');
