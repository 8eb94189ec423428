/** A form's submit handler that stays on the page and hands the form to `handle`. */
export function submitWith(handle: (form: HTMLFormElement) => void) {
  return (event: SubmitEvent & { currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    handle(event.currentTarget);
  };
}
