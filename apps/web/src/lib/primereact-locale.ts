import { addLocale, locale } from 'primereact/api';

/** Calendar, MultiSelect and friends in Portuguese (spec §1: locale pt-BR). */
export const setupPrimeReactLocale = (): void => {
  addLocale('pt-BR', {
    firstDayOfWeek: 0,
    dayNames: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
    dayNamesShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
    dayNamesMin: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
    monthNames: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    monthNamesShort: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
    today: 'Hoje',
    clear: 'Limpar',
    apply: 'Aplicar',
    accept: 'Sim',
    reject: 'Não',
    cancel: 'Cancelar',
    choose: 'Escolher',
    close: 'Fechar',
    weekHeader: 'Sem',
    dateFormat: 'dd/mm/yy',
    emptyMessage: 'Nenhuma opção encontrada.',
    emptyFilterMessage: 'Nenhuma opção encontrada.',
    prevYear: 'Ano anterior',
    nextYear: 'Próximo ano',
    prevMonth: 'Mês anterior',
    nextMonth: 'Próximo mês',
    chooseYear: 'Escolher ano',
    chooseMonth: 'Escolher mês',
    chooseDate: 'Escolher data',
    aria: {
      selectAll: 'Selecionar todos',
      unselectAll: 'Desmarcar todos',
      close: 'Fechar',
      previous: 'Anterior',
      next: 'Próximo',
      trueLabel: 'Sim',
      falseLabel: 'Não',
      nullLabel: 'Não selecionado',
    },
  });
  locale('pt-BR');
};
